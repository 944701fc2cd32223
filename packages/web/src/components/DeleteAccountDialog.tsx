import { accountMessages } from '@stellara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../api/client.ts';
import { deleteAccount, downloadExport } from '../api/members.ts';
import { meQuery } from '../api/session.ts';
import { useAppState } from '../state/AppState.tsx';
import { dropCachedAnswers, forgetViewerQueries } from '../state/useSignOut.ts';
import { ConfirmActions } from './ConfirmActions.tsx';
import { Modal } from './charts/Modal.tsx';
import { useNotices } from './Notices.tsx';
import './delete-account.css';

/** The typed confirmation matches the account's email as the server compares it: no case, no surrounding spaces. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';
}

/**
 * Settings > Account > Delete account: the export is offered first, then the person types their email. Once the
 * server has removed the account (and signed it out), this tab forgets the person as Sign Out does and says so.
 */
export function DeleteAccountDialog({
  email,
  onClose,
  onDeleted,
}: {
  email: string;
  onClose(): void;
  /** Closes whatever opened the dialog (the Settings panel). */
  onDeleted(): void;
}) {
  const inputId = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { forgetPerson } = useAppState();
  const notices = useNotices();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const ready = confirmsEmail(typed, email);

  const onExport = async () => {
    setBusy('export');
    setError(null);
    try {
      setExported(await downloadExport());
    } catch (e) {
      setError(e instanceof Error ? e.message : accountMessages.genericError);
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async () => {
    if (!ready) return;
    setBusy('delete');
    setError(null);
    try {
      await deleteAccount(typed);
    } catch (e) {
      setError(e instanceof ApiRequestError || e instanceof Error ? e.message : accountMessages.genericError);
      setBusy(null);
      return;
    }
    // As Sign Out does: the tab becomes a guest's before anything is asked again, then the landing screen.
    await forgetViewerQueries(client);
    forgetPerson();
    navigate('/', { replace: true });
    notices.show({ id: 'account-deleted', tone: 'info', text: accountMessages.accountDeleted });
    onDeleted();
    dropCachedAnswers(client);
    await client.invalidateQueries({ queryKey: meQuery.queryKey });
  };

  return (
    <Modal title="Delete your account?" size="narrow" onClose={onClose} testId="delete-account">
      <p>
        Your profile, your charts, your chats and readings, your folders, your API keys and every signed-in session go,
        for good. A paid plan ends now, without renewing. This cannot be undone.
      </p>
      <div className="delete-account-step">
        <p className="muted small">First, if you want a copy of everything, download it:</p>
        <button type="button" className="button button-ghost" disabled={busy !== null} onClick={() => void onExport()}>
          <FileDown size={17} aria-hidden="true" /> {busy === 'export' ? 'Preparing your file...' : 'Export My Data'}
        </button>
        {exported && (
          <p className="muted small" role="status">
            Your data was saved as {exported}.
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={inputId}>Type your email to confirm</label>
        <p className="muted small delete-account-email" id={`${inputId}-hint`}>
          {email}
        </p>
        <input
          id={inputId}
          aria-describedby={`${inputId}-hint`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void onDelete();
            }
          }}
        />
      </div>
      <ConfirmActions
        cancelLabel="Keep my account"
        keepIsPrimary
        onCancel={onClose}
        confirmLabel={
          <>
            <Trash2 size={17} aria-hidden="true" /> Delete my account
          </>
        }
        busyLabel={
          <>
            <Trash2 size={17} aria-hidden="true" /> Deleting...
          </>
        }
        confirmClassName="button button-delete"
        disabled={!ready || busy !== null}
        busy={busy === 'delete'}
        error={error}
        onConfirm={onDelete}
      />
    </Modal>
  );
}
