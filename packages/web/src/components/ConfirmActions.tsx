// The foot of every "are you sure?" dialog: the way back (focused first, so Enter never destroys anything by
// accident) and the action. While the action runs its button is disabled and may say so; when it fails, the
// reason is shown above the buttons and the person can try again.
import { Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ApiRequestError } from '../api/client.ts';

export interface ConfirmActionsProps {
  /** The way back: "Cancel", "Keep Pro", "Keep my account". */
  cancelLabel?: string;
  onCancel(): void;
  confirmLabel: ReactNode;
  /** Shown on the action's button while it runs, e.g. "Deleting...". */
  busyLabel?: ReactNode;
  onConfirm(): unknown;
  /** The action's look: 'button button-danger', 'button button-primary', ... */
  confirmClassName: string;
  /**
   * When the action gives up something the person has (a plan, the account), keeping it is the filled button and
   * the action the plain one.
   */
  keepIsPrimary?: boolean;
  /** Said when the action fails without a reason from the server. */
  failureText?: string;
  disabled?: boolean;
  /** For a dialog that runs the action from elsewhere too (Enter in a field) and so keeps its own state. */
  busy?: boolean;
  error?: string | null;
}

export function ConfirmActions({
  cancelLabel = 'Cancel',
  onCancel,
  confirmLabel,
  busyLabel,
  onConfirm,
  confirmClassName,
  keepIsPrimary = false,
  failureText,
  disabled = false,
  busy,
  error,
}: ConfirmActionsProps) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const working = busy ?? running;
  const shownError = error ?? failure;

  const confirm = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm();
      // On success the dialog closes; its button stays busy until then.
    } catch (e) {
      setFailure(
        e instanceof ApiRequestError ? e.message : (failureText ?? (e instanceof Error ? e.message : String(e))),
      );
      setRunning(false);
    }
  };

  return (
    <>
      {shownError && (
        <p className="notice notice-error" role="alert">
          <Info size={16} aria-hidden="true" />
          <span>{shownError}</span>
        </p>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className={keepIsPrimary ? 'button button-primary' : 'button button-ghost'}
          onClick={onCancel}
          data-autofocus
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={confirmClassName}
          disabled={disabled || working}
          onClick={() => void confirm()}
        >
          {working && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </>
  );
}
