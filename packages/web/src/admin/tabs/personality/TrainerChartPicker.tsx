import type { PlaceResult, TrainerChartChoice } from '@stellara/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useCharts } from '../../../api/charts.ts';
import { searchPlaces } from '../../../api/places.ts';

/**
 * Which chart the trainer reads: the sample chart, one of the admin's stored charts (their own included), or
 * birth details typed here (date, time and a place found by the server's place search).
 */
export function TrainerChartPicker({ onChange }: { onChange(choice: TrainerChartChoice): void }) {
  const id = useId();
  const charts = useCharts(true);
  const [mode, setMode] = useState<string>('sample');
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<PlaceResult[]>([]);
  const [place, setPlace] = useState<PlaceResult | null>(null);
  const [used, setUsed] = useState<string | null>(null);

  useEffect(() => {
    if (mode !== 'entered' || place || query.trim().length < 2) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(query.trim(), controller.signal)
        .then(setPlaces)
        .catch(() => setPlaces([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [mode, query, place]);

  const choose = (value: string) => {
    setMode(value);
    if (value === 'sample') onChange({ source: 'sample' });
    else if (value !== 'entered') onChange({ source: 'stored', chartId: value });
  };

  const useEntered = (event: FormEvent) => {
    event.preventDefault();
    if (!place || !date || !time) return;
    const label = name.trim() || 'Entered chart';
    onChange({
      source: 'entered',
      birth: {
        name: label,
        birthDate: date,
        birthTime: time,
        birthPlace: place.displayName,
        latitude: place.latitude,
        longitude: place.longitude,
        timezone: place.timezone,
      },
    });
    setUsed(`${label}, ${date} ${time}, ${place.displayName}`);
  };

  return (
    <div className="pc-chart-picker">
      <div className="pc-inline-field">
        <label htmlFor={`${id}-chart`}>Chart</label>
        <select id={`${id}-chart`} value={mode} onChange={(e) => choose(e.target.value)}>
          <option value="sample">Sample chart (London, 15 June 1990)</option>
          {(charts.data?.charts ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.isMain ? 'Your chart' : 'Stored'}: {c.name} ({c.birthDate})
            </option>
          ))}
          <option value="entered">Enter birth details...</option>
        </select>
      </div>
      {mode === 'entered' ? (
        <form className="pc-chart-form" onSubmit={useEntered} aria-label="Birth details for the trainer">
          <input aria-label="Name" placeholder="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <input aria-label="Birth date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <input aria-label="Birth time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          <input
            aria-label="Birth place"
            placeholder="Birth place"
            value={place ? place.displayName : query}
            onChange={(e) => {
              setPlace(null);
              setQuery(e.target.value);
            }}
          />
          {places.length ? (
            <ul className="pc-place-results" aria-label="Places found">
              {places.map((p) => (
                <li key={`${p.latitude},${p.longitude},${p.displayName}`}>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => {
                      setPlace(p);
                      setPlaces([]);
                    }}
                  >
                    {p.displayName}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="submit" className="button button-small" disabled={!place || !date || !time}>
            Use this chart
          </button>
          {used ? <span className="small muted">Using: {used}</span> : null}
        </form>
      ) : null}
    </div>
  );
}
