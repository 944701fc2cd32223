import { Info, MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { usePlaceSearch } from '../api/places.ts';
import { to24HourTime } from '../state/birthData.ts';

export const NO_COORDINATES_ALERT =
  'Please search for your birth location to get coordinates for accurate chart calculation.';

interface Coordinates {
  latitude: number;
  longitude: number;
  timezone: string;
}

/** Submit text of spec section 2, in its order of precedence. */
export function submitLabel(
  state: { busy: boolean; detecting: boolean; hasCoordinates: boolean },
  variant: 'landing' | 'dialog',
): string {
  if (state.busy) return 'Calculating Your Chart...';
  if (state.detecting) return 'Detecting timezone...';
  if (!state.hasCoordinates) return 'Search Location First';
  return variant === 'landing' ? 'Start Your Reading' : 'Generate My Reading';
}

/**
 * The birth-data form (spec sections 2 and 5). Place search and chart calculation come from the
 * places and charts services; until this server offers them the form says so and stays unsubmittable.
 */
export function BirthForm({ variant }: { variant: 'landing' | 'dialog' }) {
  const id = useId();
  const placeSearch = usePlaceSearch();
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [hour, setHour] = useState('');
  const [minute, setMinute] = useState('');
  const [meridiem, setMeridiem] = useState<'AM' | 'PM'>('AM');
  const [place, setPlace] = useState('');
  const [coordinates] = useState<Coordinates | null>(null);
  const busy = false;
  const detecting = false;

  const time = hour && minute !== '' ? to24HourTime(Number(hour), Number(minute), meridiem) : null;
  const label = submitLabel({ busy, detecting, hasCoordinates: coordinates !== null }, variant);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!coordinates) window.alert(NO_COORDINATES_ALERT);
  };

  return (
    <form className="card birth-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        Your birth details
      </h2>
      <p className="form-lead">The more exact the time, the more exact your houses and Rising sign.</p>

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
            max="2100-12-31"
            min="1800-01-01"
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
              required
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
              required
              placeholder="mm"
              value={minute}
              onChange={(e) => setMinute(e.target.value)}
              onBlur={() => minute !== '' && Number(minute) < 10 && setMinute(String(Number(minute)).padStart(2, '0'))}
            />
            <div className="segmented" role="radiogroup" aria-label="AM or PM">
              {(['AM', 'PM'] as const).map((m) => (
                // biome-ignore lint/a11y/useSemanticElements: a two-state segmented toggle
                <button key={m} type="button" role="radio" aria-checked={meridiem === m} onClick={() => setMeridiem(m)}>
                  {m}
                </button>
              ))}
            </div>
          </div>
          {time && <p className="field-hint">24-hour time: {time}</p>}
        </fieldset>
      </div>

      <div className="field">
        <label htmlFor={`${id}-place`}>Birth Place</label>
        <div className="search-row">
          <div className="input-with-icon">
            <MapPin size={16} aria-hidden="true" />
            <input
              id={`${id}-place`}
              name="birthPlace"
              required
              autoComplete="off"
              placeholder="City, Country"
              value={place}
              onChange={(e) => setPlace(e.target.value)}
              aria-describedby={placeSearch.available ? undefined : `${id}-place-note`}
            />
          </div>
          <button
            type="button"
            className="button button-ghost"
            disabled={!placeSearch.available || place.trim() === ''}
          >
            <Search size={16} aria-hidden="true" /> Search
          </button>
        </div>
        {!placeSearch.available && (
          <p id={`${id}-place-note`} className="notice" role="note" data-testid="place-search-note">
            <Info size={16} aria-hidden="true" />
            <span>
              {placeSearch.message} Without it, the coordinates and time zone your chart needs cannot be found.
            </span>
          </p>
        )}
      </div>

      <button type="submit" className="button button-primary button-block" disabled={!coordinates || busy || detecting}>
        {label}
      </button>
    </form>
  );
}
