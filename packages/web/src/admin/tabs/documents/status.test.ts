import { describe, expect, it } from 'vitest';
import { isWorking, percentText, statusSteps } from './status.ts';

describe('document status path', () => {
  it('reads text files directly and OCRs the rest, marking where the document stands', () => {
    expect(statusSteps({ status: 'extracting', fileType: 'md' }).map((s) => [s.key, s.state])).toEqual([
      ['uploading', 'done'],
      ['text_reading', 'done'],
      ['extracting', 'current'],
      ['review_ready', 'todo'],
      ['uploading_to_neo4j', 'todo'],
      ['completed', 'todo'],
    ]);
    const pdf = statusSteps({ status: 'ocr_processing', fileType: 'pdf' });
    expect(pdf[1]).toEqual({ key: 'ocr_processing', label: 'OCR processing', state: 'current' });
    expect(statusSteps({ status: 'completed', fileType: 'png' }).every((s) => s.state === 'done')).toBe(true);
  });

  it('knows which statuses are still moving', () => {
    expect(['uploading', 'ocr_processing', 'uploading_to_neo4j'].every((s) => isWorking(s as never))).toBe(true);
    expect(['review_ready', 'completed', 'error'].some((s) => isWorking(s as never))).toBe(false);
    expect(percentText(0.934)).toBe('93%');
  });
});
