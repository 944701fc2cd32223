import {
  type BirthData,
  type PlaceResult,
  placeMessages,
  UNKNOWN_BIRTH_TIME_CAST,
  type UtcReading,
  withoutBirthTime,
} from '@stellara/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, Info } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useCapabilities } from '../api/capabilities.ts';
import { calculateNatalChart } from '../api/charts.ts';
import { ApiRequestError } from '../api/client.ts';
import { convertToUtc } from '../api/places.ts';
import { saveBirthDataOnServer, useMe } from '../api/session.ts';
import { type SessionBirthData, to24HourTime, zoneOfReading } from '../state/birthData.ts';
import { to12HourLabel } from '../state/format.ts';
import { useNotices } from './Notices.tsx';
import { PlaceCombobox } from './PlaceCombobox.tsx';
import { offsetLabel, TimeChoice, utcLabel } from './TimeChoice.tsx';

export const NO_COORDINATES_ALERT = placeMessages.missingCoordinates;
/** One banner for the place search: a new answer replaces the last one. */
const PLACE_NOTICE = 'place-search';
export const CHART_ERROR = 'There was an error calculating your birth chart. Please try again.';

/**
 * What the place field shows for a place: its first two parts ("Liverpool, England" of "Liverpool, England, United
 * Kingdom"), which fit a phone's field; the whole name is shown beside the detected time zone.
 */
export function placeFieldText(displayName: string): string {
  return displayName
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
}

/** Submit text of docs/routing.md, in its order of precedence. */
export function submitLabel(
  state: { busy: boolean; detecting: boolean; hasCoordinates: boolean },
  variant: 'landing' | 'dialog',
): string {
  if (state.busy) return 'Calculating Your Chart...';
  if (state.detecting) return 'Detecting timezone...';
  if (!state.hasCoordinates) return 'Search Location First';
  return variant === 'landing' ? 'Start Your Reading' : 'Generate My Reading';
}

let zoneList: string[] | null = null;
function allZones(): string[] {
  zoneList ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zoneList;
}

/** The form's hour, minute and AM/PM fields for a 24-hour "HH:MM" (12 AM is 00, 12 PM stays 12). */
export function from24HourTime(time: string): { hour: string; minute: string; meridiem: 'AM' | 'PM' } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const h = Number(match[1]);
  return { hour: String(h % 12 === 0 ? 12 : h % 12), minute: match[2]!, meridiem: h < 12 ? 'AM' : 'PM' };
}

/** Stored birth data as an already picked place (editing a chart keeps its coordinates and zone). */
function placeOf(birth: BirthData): PlaceResult {
  return {
    displayName: birth.birthPlace,
    latitude: birth.latitude,
    longitude: birth.longitude,
    city: '',
    state: '',
    county: '',
    country: '',
    countryCode: '',
    timezone: birth.timezone,
    population: null,
  };
}

interface BirthFormProps {
  variant: 'landing' | 'dialog';
  /** Landing: the session record, once the chart is calculated and the birth data saved. */
  onComplete?(record: SessionBirthData): void;
  /**
   * Dialog: what to do with the birth data instead (e.g. store a chart; the server calculates it). A rejection
   * keeps the form open with the spec's chart error, or the server's message when it names a limit.
   */
  submit?(data: BirthData): Promise<void>;
  /** Values to start from (editing a stored chart). */
  initial?: BirthData;
  /**
   * Whose birth details these are: the person's own, or someone else's (a chart added for a friend). Someone else's
   * are spoken of as theirs, and the member's own email is not shown beside them.
   */
  subject?: 'self' | 'other';
  /** The form's heading (its accessible name). */
  title?: string;
}

/**
 * The birth-data form (docs/routing.md): place search over the server's gazetteer, the
 * detected time zone with an override, the local time's UTC reading with DST gaps and overlaps
 * made explicit, and the natal chart calculated on submit. `onComplete` receives the session record.
 */
export function BirthForm({
  variant,
  onComplete,
  submit,
  initial,
  title = 'Your birth details',
  subject = 'self',
}: BirthFormProps) {
  const id = useId();
  const { places, known } = useCapabilities();
  const { me, viewer } = useMe();
  const queryClient = useQueryClient();
  // A time that was not known is not put back in the fields: the noon the chart was read for is not theirs.
  const start = initial && !initial.birthTimeUnknown ? from24HourTime(initial.birthTime) : null;
  const [timeUnknown, setTimeUnknown] = useState(initial?.birthTimeUnknown === true);
  const [name, setName] = useState(initial?.name ?? '');
  const [birthDate, setBirthDate] = useState(initial?.birthDate ?? '');
  const [hour, setHour] = useState(start?.hour ?? '');
  const [minute, setMinute] = useState(start?.minute ?? '');
  const [meridiem, setMeridiem] = useState<'AM' | 'PM'>(start?.meridiem ?? 'AM');
  const [place, setPlace] = useState(initial?.birthPlace ? placeFieldText(initial.birthPlace) : '');
  const [picked, setPicked] = useState<PlaceResult | null>(initial ? placeOf(initial) : null);
  const [zoneOverride, setZoneOverride] = useState('');
  const [utcChoice, setUtcChoice] = useState<number | null>(null);

  const typed = hour && minute !== '' ? to24HourTime(Number(hour), Number(minute), meridiem) : null;
  // Without a birth time the chart is read for local noon.
  const time = timeUnknown ? UNKNOWN_BIRTH_TIME_CAST : typed;
  const unknownFlag = timeUnknown ? { birthTimeUnknown: true } : {};
  const timezone = zoneOverride || picked?.timezone || '';
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(birthDate);
  const utc = useQuery({
    queryKey: ['utc', birthDate, time, timezone],
    queryFn: ({ signal }) => convertToUtc({ date: birthDate, time: time ?? '', timezone }, signal),
    enabled: validDate && time !== null && timezone !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const zones = useMemo(() => (picked ? allZones() : []), [picked]);

  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const [chartError, setChartError] = useState<string | null>(null);
  // A picked place's zone is being read against the local time (POST /api/time/utc in flight).
  const detecting = picked !== null && utc.isFetching;
  const hasCoordinates = picked !== null;
  const label = submitLabel({ busy, detecting, hasCoordinates }, variant);
  const pick = (result: PlaceResult) => {
    setPicked(result);
    setPlace(placeFieldText(result.displayName));
    setZoneOverride('');
    setUtcChoice(null);
  };

  const reading = utc.data;
  const needsChoice = reading !== undefined && reading.status !== 'ok';
  const chosen: UtcReading | undefined = needsChoice
    ? utcChoice === null
      ? undefined
      : reading.options?.[utcChoice]
    : reading;
  const ready = picked !== null && name.trim() !== '' && validDate && time !== null && chosen !== undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      notices.show({ id: PLACE_NOTICE, tone: 'error', text: NO_COORDINATES_ALERT });
      return;
    }
    if (!ready || !time || !chosen || busy) return;
    setBusy(true);
    setChartError(null);
    // A time the clocks showed twice (or skipped) is read with the offset the person chose.
    const zone = needsChoice ? zoneOfReading(chosen) : timezone;
    if (submit) {
      try {
        await submit({
          name: name.trim(),
          birthDate,
          birthTime: time,
          ...unknownFlag,
          birthPlace: picked.displayName,
          latitude: picked.latitude,
          longitude: picked.longitude,
          timezone: zone,
        });
      } catch (error) {
        console.warn('Chart calculation failed', error);
        const named = error instanceof ApiRequestError && error.code === 'CHART_LIMIT_REACHED';
        setChartError(named ? error.message : CHART_ERROR);
      } finally {
        setBusy(false);
      }
      return;
    }
    try {
      const [year, month, day] = birthDate.split('-').map(Number);
      const [h, m] = time.split(':').map(Number);
      const natal = await calculateNatalChart({
        ...(timeUnknown ? { birth_time_unknown: true } : {}),
        name: name.trim() || 'User',
        year: year ?? 0,
        month: month ?? 0,
        day: day ?? 0,
        hour: h ?? 0,
        minute: m ?? 0,
        latitude: picked.latitude,
        longitude: picked.longitude,
        city: picked.city,
        nation: picked.countryCode,
        timezone: zone,
      });
      // The server keeps its own copy (and computes the same chart); the reading goes on without it if that fails.
      const kept = await saveBirthDataOnServer(viewer.signedIn, {
        name: name.trim() || 'User',
        birthDate,
        birthTime: time,
        ...unknownFlag,
        birthPlace: picked.displayName,
        latitude: picked.latitude,
        longitude: picked.longitude,
        timezone: zone,
      })
        .then(async (chart) => {
          await queryClient.invalidateQueries({ queryKey: ['profile'] });
          return chart;
        })
        .catch((error: unknown) => {
          console.warn('Birth data not saved on the server', error);
          return null;
        });
      const now = new Date().toISOString();
      onComplete?.({
        name: name.trim(),
        birthDate,
        birthTime: time,
        ...unknownFlag,
        birthPlace: picked.displayName,
        latitude: picked.latitude,
        longitude: picked.longitude,
        timezone,
        ...(zone !== timezone ? { chartTimezone: zone } : {}),
        utcDate: chosen.utcDate,
        utcTime: chosen.utcTime.slice(0, 5),
        // Without a birth time: the bodies by sign only, and the Moon's day as the server worked it out.
        ...(timeUnknown ? { ...withoutBirthTime(natal), moon_day: kept?.moon_day ?? null } : natal),
        chart_calculated_at: now,
        timestamp: now,
      });
    } catch (error) {
      console.warn('Chart calculation failed', error);
      setChartError(CHART_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card birth-form" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        {title}
      </h2>
      <p className="form-lead">
        The more exact the time, the more exact {subject === 'other' ? 'their' : 'your'} houses and Rising sign.
      </p>

      {variant === 'dialog' && subject === 'self' && viewer.signedIn && me?.user && (
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            readOnly
            value={me.user.email}
            aria-describedby={`${id}-email-note`}
          />
          <p id={`${id}-email-note`} className="field-hint">
            The chart is saved to this account.
          </p>
        </div>
      )}

      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="given-name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>

      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-date`}>Birth Date</label>
          <input
            id={`${id}-date`}
            name="birthDate"
            type="date"
            required
            min="1800-01-01"
            max="2399-12-31"
            value={birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
          />
        </div>
        <fieldset className="field">
          <legend>Birth Time (Local Time)</legend>
          <div className="time-inputs">
            <input
              aria-label="Hour"
              name="hour"
              type="number"
              inputMode="numeric"
              min={1}
              max={12}
              required={!timeUnknown}
              disabled={timeUnknown}
              placeholder="hh"
              value={hour}
              onChange={(e) => setHour(e.target.value)}
            />
            <span aria-hidden="true">:</span>
            <input
              aria-label="Minute"
              name="minute"
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              required={!timeUnknown}
              disabled={timeUnknown}
              placeholder="mm"
              value={minute}
              onChange={(e) => setMinute(e.target.value)}
              onBlur={() => minute !== '' && Number(minute) < 10 && setMinute(String(Number(minute)).padStart(2, '0'))}
            />
            <div className="segmented" role="radiogroup" aria-label="AM or PM">
              {(['AM', 'PM'] as const).map((m) => (
                // biome-ignore lint/a11y/useSemanticElements: a two-state segmented toggle
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={meridiem === m}
                  disabled={timeUnknown}
                  onClick={() => setMeridiem(m)}
                >
                  {m}
                </button>
              ))}
            </div>
          </div>
          {typed && !timeUnknown && <p className="field-hint">24-hour time: {typed}</p>}
          <label className="check-row">
            <input
              type="checkbox"
              name="birthTimeUnknown"
              checked={timeUnknown}
              onChange={(e) => setTimeUnknown(e.target.checked)}
              aria-describedby={timeUnknown ? `${id}-time-unknown-note` : undefined}
            />
            <span>{subject === 'other' ? "I don't know their birth time" : "I don't know my birth time"}</span>
          </label>
          {timeUnknown && (
            <p id={`${id}-time-unknown-note`} className="field-hint" data-testid="time-unknown-note">
              {subject === 'other'
                ? "That's all right: we'll read their chart for midday. The Sun and planets keep their signs all day, and if the Moon changed sign that day we'll say so. Their Rising sign and houses need the time, so they stay out until it's added."
                : "That's all right: we'll read your chart for midday. The Sun and planets keep their signs all day, and if the Moon changed sign that day we'll say so. Your Rising sign and houses need the time, so they stay out until you add it."}
            </p>
          )}
        </fieldset>
      </div>

      <div className="field">
        <label htmlFor={`${id}-place`}>Birth Place</label>
        <PlaceCombobox
          id={`${id}-place`}
          value={place}
          onTextChange={(text) => {
            setPlace(text);
            setPicked(null);
          }}
          onPick={pick}
          available={places.available}
          describedBy={places.available ? undefined : `${id}-place-note`}
        />
        {known && !places.available && (
          <p id={`${id}-place-note`} className="notice" role="note" data-testid="place-search-note">
            <Info size={16} aria-hidden="true" />
            <span>{places.message} Without it, the coordinates and time zone your chart needs cannot be found.</span>
          </p>
        )}
      </div>

      {picked && (
        <div className="detected" data-testid="detected-place">
          <dl className="facts facts-grid">
            <div className="span-2">
              <dt>Place</dt>
              <dd>{picked.displayName}</dd>
            </div>
            <div>
              <dt>Detected time zone</dt>
              <dd>{picked.timezone}</dd>
            </div>
            <div>
              <dt>Coordinates</dt>
              <dd>
                {picked.latitude.toFixed(4)}°, {picked.longitude.toFixed(4)}°
              </dd>
            </div>
          </dl>
          <div className="field">
            <label htmlFor={`${id}-zone`}>Time zone override (optional)</label>
            <div className="input-with-icon">
              <Globe size={16} aria-hidden="true" />
              <select
                id={`${id}-zone`}
                value={zoneOverride}
                onChange={(e) => {
                  setZoneOverride(e.target.value);
                  setUtcChoice(null);
                }}
              >
                {/* The zone itself is shown just above; repeating it here cut the text off on a phone. */}
                <option value="">Use the detected zone</option>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      )}

      {time && validDate && timezone && (
        <div className="utc-line" aria-live="polite" data-testid="utc-line">
          {utc.isPending && <p className="muted">Converting to UTC...</p>}
          {utc.isError && (
            <p className="muted">
              {utc.error instanceof ApiRequestError ? utc.error.message : 'The UTC time could not be worked out.'}
            </p>
          )}
          {reading?.status === 'ok' && (
            <p>
              {timeUnknown ? 'Read for midday: local' : 'Local'} time {to12HourLabel(time)} ({offsetLabel(reading)}) is{' '}
              <strong>{utcLabel(reading)}</strong>.
            </p>
          )}
          {needsChoice && (
            <TimeChoice
              reading={reading}
              time={time}
              timezone={timezone}
              name={`${id}-utc`}
              choice={utcChoice}
              onChoose={setUtcChoice}
            />
          )}
        </div>
      )}

      {chartError && (
        <p className="notice notice-error" role="alert">
          <Info size={16} aria-hidden="true" />
          <span>{chartError}</span>
        </p>
      )}

      <button
        type="submit"
        className="button button-primary button-block"
        disabled={!hasCoordinates || busy || detecting || !ready}
      >
        {label}
      </button>
    </form>
  );
}
