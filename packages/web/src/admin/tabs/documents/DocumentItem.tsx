import { type DocumentJob, formatKb, TEXT_PREVIEW_CHARS } from '@stellara/contract';
import { AlertTriangle, ChevronDown, ChevronRight, FileText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ExtractionReview } from './ExtractionReview.tsx';
import { isWorking, percentText, statusLabels, statusSteps } from './status.ts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const methodLabels: Record<string, string> = {
  text: 'read directly',
  'pdf-text': 'PDF text layer',
  'pdf-text+ocr': 'PDF text layer and OCR',
  'pdf-ocr': 'PDF pages OCR',
  tesseract: 'OCR (tesseract)',
  cloud: 'OCR (cloud)',
};

/** One uploaded file: its progress along the status path, error, text preview, OCR confidence and review. */
export function DocumentItem({ job }: { job: DocumentJob }) {
  const reviewable = job.status === 'review_ready' || job.status === 'uploading_to_neo4j' || job.status === 'completed';
  const [open, setOpen] = useState(job.status === 'review_ready');
  const panelId = useId();
  // A document that becomes ready while the tab is open unfolds its review.
  useEffect(() => {
    if (job.status === 'review_ready') setOpen(true);
  }, [job.status]);
  const steps = statusSteps(job);
  const working = isWorking(job.status);
  const percent = Math.round(job.percent);
  return (
    <li className={`card documents-item documents-item-${job.status}`} data-testid="document" data-status={job.status}>
      <div className="documents-item-head">
        <FileText size={20} aria-hidden="true" className="documents-file-icon" />
        <div className="documents-item-title">
          <span className="documents-file-name">{job.fileName}</span>
          <span className="small muted">
            {formatKb(job.fileSize)} · {job.fileType === 'unknown' ? 'unknown type' : job.fileType.toUpperCase()} ·{' '}
            {when.format(new Date(job.createdAt))}
          </span>
        </div>
        <span className={`badge documents-status documents-status-${job.status}`} data-testid="document-status">
          {statusLabels[job.status]}
        </span>
      </div>

      {job.status !== 'error' ? (
        <ol className="documents-steps" aria-label={`Progress of ${job.fileName}`}>
          {steps.map((step) => (
            <li
              key={step.key}
              className={`documents-step documents-step-${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      ) : null}

      {working ? (
        <div className="documents-progress">
          <div
            className="documents-bar"
            role="progressbar"
            aria-label={`${statusLabels[job.status]}: ${job.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="documents-bar-fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="small muted" data-testid="document-progress">
            {statusLabels[job.status]} · {percent}%
            {job.pagesTotal ? ` · page ${job.pagesDone ?? 0} of ${job.pagesTotal}` : ''}
          </span>
        </div>
      ) : null}

      {job.error ? (
        <p className="notice notice-error documents-error" role="alert" data-testid="document-error">
          <AlertTriangle size={16} aria-hidden="true" />
          <span>{job.error}</span>
        </p>
      ) : null}

      {job.truncated ? (
        <p className="small documents-warning">Large document truncated to 50k characters for analysis.</p>
      ) : null}

      {job.textPreview !== null || job.ocrConfidence !== null ? (
        <div className="documents-read">
          {job.ocrConfidence !== null ? (
            <p className="small">
              <strong>{job.fileType === 'txt' || job.fileType === 'md' ? 'Confidence' : 'OCR confidence'}:</strong>{' '}
              <span data-testid="ocr-confidence">{percentText(job.ocrConfidence)}</span>
              {job.ocrMethod ? <span className="muted"> · {methodLabels[job.ocrMethod] ?? job.ocrMethod}</span> : null}
              {job.pagesTotal ? <span className="muted"> · {job.pagesTotal} page(s)</span> : null}
            </p>
          ) : null}
          {job.textPreview ? (
            <details className="documents-preview">
              <summary>Text preview (first {TEXT_PREVIEW_CHARS} characters)</summary>
              <pre className="admin-code" data-testid="text-preview">
                {job.textPreview}
              </pre>
            </details>
          ) : null}
        </div>
      ) : null}

      {reviewable ? (
        <div className="documents-review-toggle">
          <button
            type="button"
            className="button button-ghost button-small"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
            {job.status === 'review_ready' ? 'Review extraction' : 'Extraction'}
          </button>
          <div id={panelId} hidden={!open}>
            {open ? <ExtractionReview job={job} /> : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
