import { type PlaceResult, placeMessages } from '@stellara/contract';
import { MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/client.ts';
import { searchPlaces } from '../api/places.ts';
import { placeOptionTexts } from './placeOptions.ts';

/** Suggestions come this long after the last keystroke, from this many characters. */
export const SUGGEST_DELAY_MS = 300;
export const SUGGEST_MIN_CHARS = 2;

interface PlaceComboboxProps {
  /** The input's id (its label points at it). */
  id: string;
  value: string;
  /** The person typed: the text changed and any picked place no longer holds. */
  onTextChange: (text: string) => void;
  onPick: (place: PlaceResult) => void;
  /** The server has a place search (capabilities). */
  available: boolean;
  describedBy?: string;
}

/**
 * The birth-place field as a WAI-ARIA combobox (list autocomplete): suggestions while typing, Up and Down move
 * through them, Enter picks (or searches at once when none is active), Escape closes the list. The Search button
 * stays for people who prefer to ask. No match and a failed search are said under the field.
 */
export function PlaceCombobox({ id, value, onTextChange, onPick, available, describedBy }: PlaceComboboxProps) {
  const [results, setResults] = useState<PlaceResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  // Only text the person typed asks for suggestions (not a picked place's name put back in the field).
  const [typed, setTyped] = useState(false);
  const inflight = useRef<AbortController | null>(null);
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const texts = placeOptionTexts(results);
  const expanded = open && results.length > 0;

  const search = async (text: string) => {
    const q = text.trim();
    if (!q || !available) return;
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setSearching(true);
    try {
      const found = await searchPlaces(q, controller.signal);
      if (controller.signal.aborted) return;
      setResults(found);
      setActive(-1);
      setOpen(found.length > 0);
      setStatus(found.length === 0 ? placeMessages.noResults : null);
    } catch (error) {
      if (controller.signal.aborted) return;
      setResults([]);
      setOpen(false);
      const getReady = error instanceof ApiRequestError && error.status === 503 && error.code === 'SERVICE_UNAVAILABLE';
      setStatus(getReady ? error.message : placeMessages.searchFailed);
    } finally {
      if (inflight.current === controller) {
        inflight.current = null;
        setSearching(false);
      }
    }
  };

  // Debounced suggestions while typing; a newer keystroke cancels the wait and the request in flight.
  // The search also starts when the server's answer that it has a place search arrives after the typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: search reads the latest props; text and availability restart it
  useEffect(() => {
    if (!typed || !available || value.trim().length < SUGGEST_MIN_CHARS) return;
    const timer = setTimeout(() => void search(value), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, typed, available]);

  useEffect(() => () => inflight.current?.abort(), []);

  // The active suggestion stays in view as the arrows move through a list taller than its box.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const pick = (place: PlaceResult) => {
    inflight.current?.abort();
    setTyped(false);
    setResults([]);
    setOpen(false);
    setActive(-1);
    setStatus(null);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (n > 0) {
            setOpen(true);
            setActive(0);
          } else void search(value);
        } else setActive((i) => (i + 1) % n);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          if (n > 0) {
            setOpen(true);
            setActive(n - 1);
          }
        } else setActive((i) => (i <= 0 ? n - 1 : i - 1));
        break;
      case 'Enter': {
        // Never submits the form from here: Enter picks the active place, or searches.
        event.preventDefault();
        const chosen = expanded && active >= 0 ? results[active] : undefined;
        if (chosen) pick(chosen);
        else void search(value);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const describedByIds = [describedBy, status ? statusId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="search-row">
        <div className="input-with-icon">
          <MapPin size={16} aria-hidden="true" />
          <input
            id={id}
            name="birthPlace"
            required
            autoComplete="off"
            placeholder="City, Country"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={describedByIds}
            value={value}
            onChange={(e) => {
              setTyped(true);
              setResults([]);
              setOpen(false);
              setActive(-1);
              setStatus(null);
              if (e.target.value.trim().length < SUGGEST_MIN_CHARS) inflight.current?.abort();
              onTextChange(e.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => results.length > 0 && setOpen(true)}
          />
        </div>
        <button
          type="button"
          className="button button-ghost"
          disabled={!available || searching || value.trim() === ''}
          onClick={() => void search(value)}
        >
          <Search size={16} aria-hidden="true" /> {searching ? 'Searching...' : 'Search'}
        </button>
      </div>
      {expanded && (
        <div id={listId} role="listbox" className="place-results" aria-label="Matching places">
          {results.map((r, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
            <div
              key={`${r.latitude},${r.longitude},${r.displayName}`}
              id={`${listId}-${i}`}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 keeps the option out of the Tab order.
              tabIndex={-1}
              aria-selected={i === active}
              className="place-result"
              data-active={i === active}
              // Keeps focus in the input, so the list is not closed by its blur before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(r)}
            >
              <span className="place-name">{texts[i]!.name}</span>
              <span className="place-detail">{texts[i]!.detail}</span>
              {texts[i]!.extra && <span className="place-extra">{texts[i]!.extra}</span>}
              <span className="place-zone">{r.timezone}</span>
            </div>
          ))}
        </div>
      )}
      <p id={statusId} className="place-status" role="status" data-testid="place-search-status">
        {status}
      </p>
    </>
  );
}
