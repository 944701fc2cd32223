import type { DocumentJob, DocumentStatus } from '@stellara/contract';

// The status path (docs/admin.md#knowledge-and-documents): uploading -> text_reading (txt/md) or ocr_processing
// (images, PDFs) -> Stellara extracting -> review_ready; then uploading_to_neo4j -> completed; or error with its
// message.

export const statusLabels: Record<DocumentStatus, string> = {
  uploading: 'Uploading',
  text_reading: 'Reading text',
  ocr_processing: 'OCR processing',
  extracting: 'Stellara extracting',
  review_ready: 'Ready for review',
  // The status keeps the spec's name; the words hold for either adapter (the graph card beside says which runs).
  uploading_to_neo4j: 'Adding to the knowledge graph',
  completed: 'Completed',
  error: 'Error',
};

export interface Step {
  key: string;
  label: string;
  state: 'done' | 'current' | 'todo';
}

/** The path this document takes, with where it stands (the reading step depends on its type). */
export function statusSteps(job: Pick<DocumentJob, 'status' | 'fileType'>): Step[] {
  const reading: DocumentStatus = job.fileType === 'txt' || job.fileType === 'md' ? 'text_reading' : 'ocr_processing';
  const path: DocumentStatus[] = [
    'uploading',
    reading,
    'extracting',
    'review_ready',
    'uploading_to_neo4j',
    'completed',
  ];
  const at = path.indexOf(job.status);
  return path.map((status, i) => ({
    key: status,
    label: statusLabels[status],
    state:
      job.status === 'completed' || (at >= 0 && i < at) ? 'done' : i === at ? 'current' : ('todo' as Step['state']),
  }));
}

/** Still moving on the server (the list shows a progress bar). */
export const isWorking = (status: DocumentStatus) =>
  status === 'uploading' ||
  status === 'text_reading' ||
  status === 'ocr_processing' ||
  status === 'extracting' ||
  status === 'uploading_to_neo4j';

export const percentText = (confidence: number) => `${Math.round(confidence * 100)}%`;
