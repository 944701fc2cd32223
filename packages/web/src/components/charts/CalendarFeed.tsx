// Current Transits > Calendar: the member's private calendar link (free members get it below the samples). A new link is shown once (only a fingerprint is
// kept), with Copy link and Open in calendar (webcal://); later the block says a link is on and offers a new link
// or turning it off. What the feed holds follows the plan, and the block says what that is.
import { type CalendarFeedCreated, type CalendarLevelName, calendarMessages } from '@stellara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  calendarQueryKey,
  calendarUrls,
  createCalendarFeed,
  revokeCalendarFeed,
  useCalendarFeed,
} from '../../api/calendar.ts';
import { formatDate } from '../dates.ts';
import { useNotices } from '../Notices.tsx';
import { SecretShownOnce } from '../SecretShownOnce.tsx';

const CONTENTS: Record<CalendarLevelName, string> = {
  sky: 'New and full Moons, eclipses, planets turning retrograde or direct, and planets changing sign, for the coming year.',
  personal:
    'New and full Moons and eclipses with the house of your chart they fall in, planets turning retrograde or direct, planets changing sign, your solar return and the returns of Jupiter, Saturn and Chiron, for the coming year.',
  timing:
    'New and full Moons and eclipses with the house of your chart they fall in, planets turning retrograde or direct, planets changing sign, your solar return and the returns of Jupiter, Saturn and Chiron, and the exact day of every slow transit to your chart, for the coming year.',
};

export function CalendarFeed() {
  const status = useCalendarFeed();
  const client = useQueryClient();
  const notices = useNotices();
  const id = useId();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const onCreate = async (replacing: boolean) => {
    if (replacing) {
      const yes = await notices.confirm({
        title: 'Make a new calendar link?',
        text: calendarMessages.replaceConfirm,
        confirmLabel: 'Make new link',
      });
      if (!yes) return;
    }
    await run(async () => {
      setCreated(await createCalendarFeed());
      await client.invalidateQueries({ queryKey: calendarQueryKey });
    });
  };

  const onRevoke = async () => {
    const yes = await notices.confirm({
      title: 'Turn off your calendar link?',
      text: calendarMessages.revokeConfirm,
      confirmLabel: 'Turn off',
    });
    if (!yes) return;
    await run(async () => {
      await revokeCalendarFeed();
      setCreated(null);
      await client.invalidateQueries({ queryKey: calendarQueryKey });
    });
  };

  const urls = created ? calendarUrls(created.path) : null;
  const level = created?.level ?? status.data?.level;
  const active = created !== null || status.data?.active === true;

  return (
    <section className="card calendar-feed" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`} className="calendar-feed-title">
        <CalendarPlus size={18} aria-hidden="true" /> Calendar
      </h2>
      <p className="muted small">
        Subscribe in Google Calendar, Apple Calendar or Outlook and your sky shows up beside your days.{' '}
        {level ? CONTENTS[level] : null}
        {level === 'sky' && (
          <>
            {' '}
            <Link to="/upgrade">Plus</Link> adds the house of your chart each one falls in, and your returns.
          </>
        )}
        {level === 'personal' && (
          <>
            {' '}
            <Link to="/upgrade">Pro</Link> adds the exact day of every slow transit.
          </>
        )}
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {status.isError && (
        <p className="notice notice-error" role="alert">
          {status.error.message}
        </p>
      )}
      {urls && (
        <SecretShownOnce
          message={
            <p className="api-key-warning">
              <strong>{calendarMessages.shownOnce}</strong>
            </p>
          }
          label="Your calendar link"
          value={urls.https}
          noun="link"
          copyLabel="Copy link"
          testId="calendar-link"
          fieldTestId="calendar-link-url"
        >
          <a className="button button-ghost button-small" href={urls.webcal} data-testid="calendar-open">
            <ExternalLink size={15} aria-hidden="true" /> Open in calendar
          </a>
        </SecretShownOnce>
      )}
      {status.isSuccess && !created && status.data.active && status.data.createdAt && (
        <p className="small" data-testid="calendar-active">
          Your calendar link is on, made {formatDate(status.data.createdAt)}. We show a link only once; to add it to
          another calendar, make a new one.
        </p>
      )}
      {status.isSuccess && !active && <p className="field-hint">{calendarMessages.noLink}</p>}
      {status.isSuccess && (
        <div className="calendar-feed-actions">
          {active ? (
            <>
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={busy}
                onClick={() => void onCreate(true)}
              >
                <RefreshCw size={15} aria-hidden="true" /> New link
              </button>
              <button
                type="button"
                className="button button-ghost button-small button-danger"
                disabled={busy}
                onClick={() => void onRevoke()}
              >
                <Trash2 size={15} aria-hidden="true" /> Turn off link
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={busy}
              onClick={() => void onCreate(false)}
            >
              <CalendarPlus size={15} aria-hidden="true" /> Create calendar link
            </button>
          )}
        </div>
      )}
    </section>
  );
}
