// Settings > Account > Morning note by e-mail: off unless the member switches it on; the local hour it comes at and
// the time zone that hour is read in (the browser's zone until they choose another). Each change saves at once.
import { MORNING_NOTE_DEFAULT_HOUR, type MorningNoteAnswer, type MorningNoteSettings } from '@stellara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Globe, Sunrise } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { morningNoteQueryKey, saveMorningNote, useMorningNote } from '../api/morning-note.ts';
import '../styles/morning-note.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The zone this browser is in, as the time-zone database names it. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with the chosen one always among them (an alias such as Asia/Calcutta may not be). */
export function zoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

export default function MorningNoteSection() {
  const note = useMorningNote(true);
  const client = useQueryClient();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // What is being saved shows at once (a switch that does not move until the server answers looks broken); a refusal
  // puts the saved choice back.
  const [saving, setSaving] = useState<MorningNoteSettings | null>(null);
  const busy = saving !== null;
  const here = useMemo(browserZone, []);
  const data = note.data;
  const current: MorningNoteSettings = saving ?? {
    enabled: data?.enabled ?? false,
    hour: data?.hour ?? MORNING_NOTE_DEFAULT_HOUR,
    timezone: data?.timezone ?? here,
  };
  const zones = useMemo(() => zoneOptions(current.timezone), [current.timezone]);

  const save = async (change: Partial<MorningNoteSettings>) => {
    const next = { ...current, ...change };
    setSaving(next);
    setError(null);
    setSaved(null);
    try {
      const answer: MorningNoteAnswer = await saveMorningNote(next);
      client.setQueryData(morningNoteQueryKey, answer);
      setSaved(
        answer.enabled
          ? `Saved. Your next note comes at ${hourLabel(answer.hour)}, ${answer.timezone} time.`
          : 'Saved. No morning notes will come.',
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Your choice could not be saved. Please try again.');
    } finally {
      setSaving(null);
    }
  };

  if (note.isPending) return <p className="settings-note">Loading your morning note settings...</p>;
  if (note.isError) {
    return (
      <p className="notice notice-error" role="alert">
        Your morning note settings could not be loaded. Please try again in a moment.
      </p>
    );
  }
  return (
    <div className="morning-note" data-testid="morning-note">
      <label className="morning-switch" htmlFor={`${id}-on`}>
        <input
          id={`${id}-on`}
          type="checkbox"
          role="switch"
          checked={current.enabled}
          aria-checked={current.enabled}
          disabled={busy}
          onChange={(e) => void save({ enabled: e.target.checked })}
          data-testid="morning-note-switch"
        />
        <span className="morning-switch-track" aria-hidden="true" />
        <span className="morning-switch-text">
          <Sunrise size={17} aria-hidden="true" /> Morning note by e-mail
        </span>
      </label>
      <p className="settings-note">
        The day's note from your Today card, in your inbox at the hour you choose, with a link back into the chat. Every
        note has a one-click way to stop them.
      </p>
      {data && !data.emailVerified && (
        <p className="settings-note">Notes go only to a confirmed address: please confirm your e-mail first.</p>
      )}
      <div className="morning-fields">
        <div className="field">
          <label htmlFor={`${id}-hour`}>Local hour</label>
          <select
            id={`${id}-hour`}
            value={current.hour}
            disabled={busy}
            onChange={(e) => void save({ hour: Number(e.target.value) })}
            data-testid="morning-note-hour"
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-zone`}>Time zone</label>
          <div className="input-with-icon">
            <Globe size={16} aria-hidden="true" />
            <select
              id={`${id}-zone`}
              value={current.timezone}
              disabled={busy}
              onChange={(e) => void save({ timezone: e.target.value })}
              data-testid="morning-note-zone"
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
          {data?.timezone === null && <p className="field-hint">This is your browser's time zone.</p>}
        </div>
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {saved && (
        <p className="notice" role="status" data-testid="morning-note-status">
          {saved}
        </p>
      )}
    </div>
  );
}
