import type { BirthData } from '@stellara/contract';
import { BirthForm } from './BirthForm.tsx';
import { Modal } from './charts/Modal.tsx';

interface BirthFormModalProps {
  title: string;
  lead?: string;
  /** Stores the birth data (the server calculates the chart). A rejection keeps the dialog open with the error. */
  submit(data: BirthData): Promise<void>;
  onClose(): void;
  initial?: BirthData;
  /** Someone else's birth details: "their" houses, and no account email. */
  subject?: 'self' | 'other';
}

/**
 * The birth-data form in its dialog variant (docs/routing.md): the same fields and checks as the landing form,
 * "Generate My Reading" to submit, the account's email for a registered member's own details, and the chart error keeping
 * the dialog open. Escape or Close dismisses it.
 */
export function BirthFormModal({ title, lead, submit, onClose, initial, subject }: BirthFormModalProps) {
  return (
    <Modal title={title} lead={lead} onClose={onClose} testId="birth-form-dialog">
      <BirthForm variant="dialog" title="Birth details" submit={submit} initial={initial} subject={subject} />
    </Modal>
  );
}
