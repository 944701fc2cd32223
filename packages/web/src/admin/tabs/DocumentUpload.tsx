import { checkBatchLimits, DEFAULT_DOCUMENT_LIMITS, type DocumentJob, ingestMessages } from '@stellara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast.tsx';
import { mergeJob, uploadDocument, useDocumentEvents, useDocuments } from './documents/api.ts';
import { DocumentItem } from './documents/DocumentItem.tsx';
import { DropZone } from './documents/DropZone.tsx';
import { GraphConnection } from './documents/GraphConnection.tsx';
import './DocumentUpload.css';

/** Files sent at once (each is one request); the rest wait their turn. */
const PARALLEL_UPLOADS = 4;

/**
 * The astrological admin's Document Upload tab (docs/admin.md): files become jobs on the server that are read (text,
 * PDF text layer, OCR), have their concepts extracted, are reviewed here and loaded into the knowledge graph.
 */
export default function DocumentUpload() {
  const toast = useToast();
  const client = useQueryClient();
  const documents = useDocuments();
  const limits = documents.data?.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const [refused, setRefused] = useState<string[]>([]);
  const [sending, setSending] = useState(0);
  // Documents uploaded from this page, and those already warned about (the truncation toast comes once, when read).
  const uploaded = useRef(new Set<string>());
  const warned = useRef(new Set<string>());

  // Live progress from the event stream (the list follows it; see useDocumentEvents).
  const onJob = useCallback(
    (job: DocumentJob) => {
      if (job.status === 'completed') toast.show('success', `${job.fileName} uploaded to the graph`);
    },
    [toast],
  );
  useDocumentEvents(onJob);

  const list = documents.data?.documents ?? [];
  useEffect(() => {
    for (const job of list) {
      if (job.truncated && uploaded.current.has(job.id) && !warned.current.has(job.id)) {
        warned.current.add(job.id);
        toast.show('warning', ingestMessages.truncatedToast);
      }
    }
  }, [list, toast]);

  const upload = async (files: File[]) => {
    const problems = checkBatchLimits(files, limits);
    if (files.length > limits.maxBatchFiles) {
      setRefused(problems);
      toast.show('error', ingestMessages.tooManyFiles(limits.maxBatchFiles));
      return;
    }
    const tooLarge = new Set(files.filter((f) => f.size > limits.maxFileBytes));
    setRefused(problems);
    if (problems.length) toast.show('error', problems.join('. '));
    const queue = files.filter((f) => !tooLarge.has(f));
    setSending((n) => n + queue.length);
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        try {
          const job = await uploadDocument(file);
          uploaded.current.add(job.id);
          mergeJob(client, job);
          if (job.status === 'error' && job.error) toast.show('error', `Failed to process ${file.name}: ${job.error}`);
        } catch (error) {
          toast.show('error', `Failed to process ${file.name}: ${(error as Error).message}`);
        } finally {
          setSending((n) => n - 1);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
  };

  return (
    <div className="documents">
      <div className="documents-top">
        <div>
          <h2 className="documents-title">Document Upload</h2>
          <p className="muted small">
            Astrology texts, PDFs and scans are read (with OCR where needed), their concepts extracted for your review,
            then loaded into the knowledge graph.
          </p>
        </div>
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => void documents.refetch()}
          disabled={documents.isFetching}
        >
          <RefreshCw size={16} aria-hidden="true" /> Refresh
        </button>
      </div>

      <GraphConnection />

      <DropZone limits={limits} busy={sending > 0} onFiles={(files) => void upload(files)} />

      {refused.length ? (
        <div className="notice notice-error documents-refused" role="alert" data-testid="documents-refused">
          <ul>
            {refused.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <section aria-labelledby="documents-results" className="documents-results">
        <h3 id="documents-results" className="documents-heading">
          Results {list.length ? <span className="muted small">({list.length})</span> : null}
        </h3>
        {documents.isPending ? (
          <p role="status">Loading documents...</p>
        ) : documents.isError ? (
          <p className="notice notice-error" role="alert">
            Failed to load documents: {documents.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="muted">No documents yet. Uploaded files and their results stay listed here.</p>
        ) : (
          <ul className="documents-list" data-testid="documents-list">
            {list.map((job) => (
              <DocumentItem key={job.id} job={job} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
