// Profile > Share your chart: a link to a card with the member's Big Three and wheel. The name and each birth detail
// are off until ticked, and so is letting Pro members add the chart to their Compatibility. Links can be turned off.
import { type ShareCreated, type ShareLink, shareMessages } from '@stellara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Share2, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { createShare, revokeShare, sharesQueryKey, useShares } from '../api/shares.ts';
import { Modal } from './charts/Modal.tsx';
import { formatDate } from './dates.ts';
import { useNotices } from './Notices.tsx';
import { SecretShownOnce } from './SecretShownOnce.tsx';

const OPTIONS = [
  { key: 'showFirstName', label: 'My first name' },
  { key: 'includeBirthDate', label: 'My birth date' },
  { key: 'includeBirthTime', label: 'My birth time' },
  { key: 'includeBirthPlace', label: 'My birth place' },
] as const;
type Choices = Record<(typeof OPTIONS)[number]['key'] | 'allowCompatibility', boolean>;
const NOTHING: Choices = {
  showFirstName: false,
  includeBirthDate: false,
  includeBirthTime: false,
  includeBirthPlace: false,
  allowCompatibility: false,
};

/** What a link shows, in a few words for the list. */
function shownBy(link: ShareLink): string {
  const parts = [
    link.firstName ? `first name (${link.firstName})` : null,
    link.includeBirthDate ? 'birth date' : null,
    link.includeBirthTime ? 'birth time' : null,
    link.includeBirthPlace ? 'birth place' : null,
  ].filter(Boolean);
  const shows = parts.length > 0 ? `Big Three, ${parts.join(', ')}` : 'Big Three only';
  return link.allowCompatibility ? `${shows} · Pro members may add it` : shows;
}

export function ShareChart() {
  const shares = useShares(true);
  const client = useQueryClient();
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = shares.data?.shares ?? [];

  const onRevoke = async (link: ShareLink) => {
    const yes = await notices.confirm({
      title: 'Turn this link off?',
      text: 'Anyone who opens it will see that it is no longer shared. Charts already added to someone’s Compatibility stay with them.',
      confirmLabel: 'Turn off',
    });
    if (!yes) return;
    setBusy(true);
    setError(null);
    try {
      await revokeShare(link.id);
      await client.invalidateQueries({ queryKey: sharesQueryKey });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="share-title" data-testid="share-chart">
      <div className="profile-details-head">
        <h2 id="share-title" className="section-title">
          Share your chart
        </h2>
        <button type="button" className="button button-primary button-small" onClick={() => setOpen(true)}>
          <Share2 size={16} aria-hidden="true" /> Share
        </button>
      </div>
      <p className="muted">
        A link to a card with your Sun, Moon and Rising and your chart wheel. Your name and birth details stay private
        unless you tick them.
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {list.length > 0 && (
        <ul className="invoice-list api-key-list" aria-label="Your share links" data-testid="share-list">
          {list.map((link) => (
            <li key={link.id} data-testid="share-row">
              <span className="api-key-meta">
                <strong>Made {formatDate(link.createdAt)}</strong>
                <span className="muted">{shownBy(link)}</span>
              </span>
              <button
                type="button"
                className="button button-ghost button-small button-danger"
                disabled={busy}
                onClick={() => void onRevoke(link)}
              >
                <Trash2 size={15} aria-hidden="true" /> Turn off
                <span className="sr-only"> the link made {formatDate(link.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <ShareDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

function ShareDialog({ onClose }: { onClose(): void }) {
  const client = useQueryClient();
  const id = useId();
  const [choices, setChoices] = useState<Choices>(NOTHING);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCreated(await createShare(choices));
      await client.invalidateQueries({ queryKey: sharesQueryKey });
    } catch (e) {
      setError(e instanceof Error ? e.message : shareMessages.noBirthData);
    } finally {
      setBusy(false);
    }
  };

  const check = (key: keyof Choices, label: string, hint?: string) => (
    <label className="share-option" htmlFor={`${id}-${key}`}>
      <input
        id={`${id}-${key}`}
        type="checkbox"
        checked={choices[key]}
        onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.checked }))}
      />
      <span>
        {label}
        {hint && <span className="field-hint">{hint}</span>}
      </span>
    </label>
  );

  return (
    <Modal
      title="Share your chart"
      lead="The card always shows your Big Three and your chart wheel. Tick what else it may show."
      onClose={onClose}
      size="narrow"
      testId="share-dialog"
    >
      {created ? (
        <SecretShownOnce
          message={
            <p>
              <strong>Your link is ready.</strong> Keep it somewhere: we only store a fingerprint of it, so it is shown
              this once. You can turn it off from your profile at any time.
            </p>
          }
          label="Your share link"
          value={created.url}
          noun="link"
          testId="share-created"
          fieldTestId="share-url"
        >
          <div className="button-row">
            <a className="button button-ghost button-small" href={created.url} target="_blank" rel="noreferrer">
              <ExternalLink size={15} aria-hidden="true" /> Open the page
            </a>
            <button type="button" className="button button-ghost button-small" onClick={onClose}>
              Done
            </button>
          </div>
        </SecretShownOnce>
      ) : (
        <form className="share-form" onSubmit={(e) => void onSubmit(e)}>
          <fieldset className="share-options">
            <legend>Also show</legend>
            {OPTIONS.map((option) => check(option.key, option.label))}
          </fieldset>
          {check(
            'allowCompatibility',
            'Pro members who open it may add my chart to their Compatibility',
            'They get your birth details for that reading, even the ones not shown on the card.',
          )}
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy}>
              <Share2 size={16} aria-hidden="true" /> Create link
            </button>
            <button type="button" className="button button-ghost" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
