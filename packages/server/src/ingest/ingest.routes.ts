import {
  type DocumentJob,
  documentAnswerSchema,
  documentDetailSchema,
  type documentJobSchema,
  documentListSchema,
  errorCodes,
  extractionAnswerSchema,
  extractionResultSchema,
  isSafeText,
  landingAnswerSchema,
  landingRequestSchema,
} from '@stellara/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { adminOf } from '../http/guards.ts';
import { docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { openSse, type SseStream } from '../http/sse.ts';
import { unsafeTextError } from '../http/text-guard.ts';
import { IngestError, type IngestService } from './ingest-service.ts';

// Admin document upload (docs/admin.md Document Upload). One file per POST as application/octet-stream with its
// name in X-File-Name (URL-encoded); the browser sends a batch as parallel requests, at most 20.

const ID = /^[0-9a-f-]{36}$/i;
/** Document progress: one "job" event per change. */
type JobEvents = { job: typeof documentJobSchema };
// The astrological dashboard's Document Upload.
const doc = docsFor({ tag: 'ingest', access: 'admin', dashboards: ['astrological'] });

function mapError(error: unknown): never {
  if (error instanceof IngestError) {
    const code =
      error.code === 'NOT_FOUND'
        ? errorCodes.notFound
        : error.code === 'CONFLICT'
          ? errorCodes.unprocessable
          : errorCodes.validationFailed;
    throw new HttpError(error.status, code, error.message);
  }
  throw error;
}

function jobId(request: FastifyRequest): string {
  const id = (request.params as { id?: string }).id ?? '';
  if (!ID.test(id)) throw new HttpError(404, errorCodes.notFound, 'No such document');
  return id;
}

/** Document Upload (paths relative to /api/admin, inside the admin guard). */
export const ingestAdminRoutes: FastifyPluginAsync<{ ingest: IngestService }> = async (api, deps) => {
  const typed = withInput(api);
  const { ingest } = deps;
  // A little over the file limit (INGEST_MAX_FILE_MB), so an oversized file still becomes a job in error with the
  // spec's message; anything larger is refused with 413.
  const UPLOAD_BODY_LIMIT = ingest.limits.maxFileBytes + 1024 * 1024;
  // Open event streams end when the server closes, or they would hold its shutdown.
  const streams = new Set<SseStream<JobEvents>>();
  api.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  api.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const list = doc('Uploaded documents and the upload limits', { response: documentListSchema });
  api.get('/documents', list, async (_request) => {
    return { documents: await ingest.list(), limits: ingest.limits };
  });

  const upload = doc(
    'Upload one document (raw bytes); it becomes a job',
    {
      body: 'octet-stream',
      headers: [{ name: 'x-file-name', description: 'The file name, URL-encoded.' }],
      response: documentAnswerSchema,
      status: 201,
    },
    { bodyLimit: UPLOAD_BODY_LIMIT, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );
  api.post('/documents', upload, async (request, reply) => {
    const { userId } = await adminOf(request);
    if (!Buffer.isBuffer(request.body)) {
      throw new HttpError(415, errorCodes.unsupportedMediaType, 'Send the file as application/octet-stream.');
    }
    const header = request.headers['x-file-name'];
    let name = 'unnamed';
    try {
      if (typeof header === 'string' && header) name = decodeURIComponent(header);
    } catch {
      throw new HttpError(400, errorCodes.badRequest, 'X-File-Name must be URL-encoded.');
    }
    // The body is a file, so the server-wide text check skips it; its name is text like any other.
    if (!isSafeText(name)) throw unsafeTextError('X-File-Name');
    const [job] = await ingest.submit([{ name, bytes: request.body }], userId).catch(mapError);
    reply.code(201);
    return { document: job };
  });

  // Progress as server-sent events: one "job" event per change, each a DocumentJob.
  const events = doc('Job progress', {
    answer: 'event-stream',
    description: 'Server-Sent Events: one "job" event per change, its data a DocumentJob.',
  });
  api.get('/documents/events', events, async (_request, reply) => {
    const stream = openSse<JobEvents>(reply, { heartbeatMs: 25_000 });
    stream.comment('connected');
    const send = (job: DocumentJob) => stream.send('job', job);
    ingest.on('job', send);
    streams.add(stream);
    stream.signal.addEventListener('abort', () => {
      ingest.off('job', send);
      streams.delete(stream);
    });
  });

  const detail = doc('One document with its extraction', { response: documentDetailSchema });
  api.get('/documents/:id', detail, async (request) => {
    const id = jobId(request);
    const document = await ingest.get(id).catch(mapError);
    const { extraction, uploadResult } = await ingest.getExtraction(id).catch(mapError);
    return { document, extraction, uploadResult };
  });

  const review = doc('Replace the reviewed extraction', {
    body: extractionResultSchema,
    response: extractionAnswerSchema,
    errors: [409],
  });
  typed.put('/documents/:id/extraction', review, async (parsed, request) => {
    return {
      extraction: await ingest.updateExtraction(jobId(request), parsed.body).catch(mapError),
    };
  });

  const landing = doc('Where each reviewed concept would land in the graph', {
    body: landingRequestSchema,
    response: landingAnswerSchema,
  });
  typed.post('/documents/:id/landing', landing, async (parsed, request) => {
    const { concepts } = parsed.body;
    return { landings: await ingest.landing(jobId(request), concepts).catch(mapError) };
  });

  const load = doc('Load the extraction into the knowledge graph (as a job)', {
    response: documentAnswerSchema,
    status: 202,
    errors: [409],
  });
  api.post('/documents/:id/load', load, async (request, reply) => {
    const document = await ingest.requestLoad(jobId(request)).catch(mapError);
    reply.code(202);
    return { document };
  });
};
