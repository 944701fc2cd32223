import {
  type Concept,
  type DocumentJob,
  type DocumentList,
  documentAnswerSchema,
  documentDetailSchema,
  documentJobSchema,
  documentListSchema,
  type ExtractionResult,
  extractionAnswerSchema,
  landingAnswerSchema,
} from '@stellara/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, parseEvent } from '../../../api/client.ts';
import { adminApi } from '../../api.ts';
import { isWorking } from './status.ts';

// The document jobs of the Document Upload tab: the list (kept by the server, so it survives a reload), one file per
// upload request (application/octet-stream, name in X-File-Name), live progress from the server-sent event stream.

export const documentsKey = ['admin', 'documents'] as const;
export const documentKey = (id: string) => ['admin', 'documents', id] as const;

/** While a document is being worked on, the list is also fetched every few seconds (in case the stream drops). */
const FALLBACK_POLL_MS = 5_000;

export function useDocuments() {
  return useQuery({
    queryKey: documentsKey,
    queryFn: ({ signal }) => adminApi.get('/documents', documentListSchema, signal),
    refetchInterval: (query) =>
      query.state.data?.documents.some((d) => isWorking(d.status)) ? FALLBACK_POLL_MS : false,
  });
}

export function useDocumentDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKey(id),
    queryFn: ({ signal }) => adminApi.get(`/documents/${id}`, documentDetailSchema, signal),
    enabled,
  });
}

/** Puts a job into the cached list (new ones first), as the event stream or an upload answer reports it. */
export function mergeJob(client: QueryClient, job: DocumentJob) {
  client.setQueryData<DocumentList>(documentsKey, (list) => {
    if (!list) return list;
    const at = list.documents.findIndex((d) => d.id === job.id);
    if (at < 0) return { ...list, documents: [job, ...list.documents] };
    // Events may arrive out of order with an answer: keep the newer state.
    const current = list.documents[at] as DocumentJob;
    if (current.updatedAt > job.updatedAt) return list;
    const documents = [...list.documents];
    documents[at] = job;
    return { ...list, documents };
  });
}

const EVENTS_URL = '/api/admin/documents/events';
/** The stream's one event: a job that changed, as the contract's schema reads it. */
const jobEvents = { job: documentJobSchema };

/**
 * Follows /api/admin/documents/events while the tab is open; each change updates the list, and `onJob` sees it (for
 * the truncation toast).
 */
export function useDocumentEvents(onJob: (job: DocumentJob) => void) {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_URL);
    // Changes made before the stream (re)connected are not replayed: fetch the list again on every open.
    source.addEventListener('open', () => {
      void client.invalidateQueries({ queryKey: documentsKey, exact: true });
    });
    source.addEventListener('job', (event) => {
      let job: DocumentJob;
      try {
        const parsed = parseEvent(jobEvents, { event: 'job', data: (event as MessageEvent<string>).data }, EVENTS_URL);
        if (!parsed) return;
        job = parsed.data;
      } catch {
        // An event that does not match the contract (logged by the client): the list is asked for again instead.
        void client.invalidateQueries({ queryKey: documentsKey, exact: true });
        return;
      }
      mergeJob(client, job);
      if (job.status === 'completed' || job.status === 'review_ready' || job.status === 'error') {
        void client.invalidateQueries({ queryKey: documentKey(job.id) });
      }
      onJob(job);
    });
    return () => source.close();
  }, [client, onJob]);
}

/** Sends one file; the answer is its job (in error at once when the server refuses its content). */
export async function uploadDocument(file: File): Promise<DocumentJob> {
  const answer = await apiRequest('/admin/documents', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
    body: file,
    raw: true,
    schema: documentAnswerSchema,
  });
  return answer.document;
}

export const saveExtraction = (id: string, extraction: ExtractionResult) =>
  adminApi.send('PUT', `/documents/${id}/extraction`, extraction, extractionAnswerSchema);

export const requestLoad = (id: string) => adminApi.send('POST', `/documents/${id}/load`, {}, documentAnswerSchema);

/** Where the reviewed concepts would land in the graph; refetched whenever the reviewer's concepts change. */
export function useLanding(id: string, concepts: Concept[], enabled: boolean) {
  return useQuery({
    queryKey: [...documentKey(id), 'landing', concepts],
    queryFn: () => adminApi.send('POST', `/documents/${id}/landing`, { concepts }, landingAnswerSchema),
    enabled: enabled && concepts.length > 0,
    placeholderData: (previous) => previous,
  });
}
