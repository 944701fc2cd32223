import type { UtcConversionResponse, UtcReading } from '@stellara/contract';
import { to12HourLabel } from '../state/format.ts';

export function offsetLabel(reading: UtcReading): string {
  return `${reading.abbreviation && !/^[+-]/.test(reading.abbreviation) ? `${reading.abbreviation}, ` : ''}UTC${reading.offset}`;
}

export function utcLabel(reading: UtcReading): string {
  const date = new Date(`${reading.utcDate}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return `${reading.utcTime.slice(0, 5)} UTC on ${date}`;
}

/**
 * The question a local time the clocks skipped or showed twice asks the person (the birth form, and a chat started
 * from such a time): which offset it was read with. Never guessed.
 */
export function TimeChoice(props: {
  /** The conversion of the local time (POST /api/time/utc), status 'nonexistent' or 'ambiguous'. */
  reading: UtcConversionResponse;
  /** The local time, "HH:MM". */
  time: string;
  timezone: string;
  name: string;
  choice: number | null;
  onChoose(index: number): void;
}) {
  const { reading, time, timezone } = props;
  return (
    <fieldset className="utc-choice">
      <legend>
        {reading.status === 'ambiguous'
          ? `${to12HourLabel(time)} happened twice that day in ${timezone}, when the clocks went back. Which one was it?`
          : `${to12HourLabel(time)} did not exist that day in ${timezone}: the clocks jumped forward past it. How should it be read?`}
      </legend>
      {(reading.options ?? []).map((option, index) => (
        <label key={`${option.utcDate}T${option.utcTime}`} className="radio-line">
          <input
            type="radio"
            name={props.name}
            checked={props.choice === index}
            onChange={() => props.onChoose(index)}
          />
          {offsetLabel(option)}: {utcLabel(option)}
        </label>
      ))}
    </fieldset>
  );
}
