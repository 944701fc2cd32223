// The bar above each Personality Control page (Prompt Editor, Chat Training, Feedback Review): labelled pickers on
// the left, the page's actions pushed to the right, wrapping onto a second line on a narrow screen.
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { personalityOptions } from './shared.ts';

export function AdminToolbar({
  card = true,
  actions,
  children,
}: {
  /** Its own card, or a row inside a card the page already draws. */
  card?: boolean;
  /** Buttons for the right-hand end. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={card ? 'card pc-toolbar' : 'pc-toolbar'}>
      {children}
      {actions && <div className="pc-toolbar-end">{actions}</div>}
    </div>
  );
}

export interface ToolbarOption {
  value: string;
  label: string;
}

/** A labelled drop-down in the toolbar; with `anyLabel` its first choice ("All") means no filter. */
export function ToolbarSelect<Value extends string>({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: Value | '';
  options: readonly ToolbarOption[];
  anyLabel?: string;
  onChange(value: Value): void;
}) {
  const id = useId();
  return (
    <div className="pc-inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The five voices, as every toolbar offers them. */
export const personalityChoices: readonly ToolbarOption[] = personalityOptions.map((p) => ({
  value: p.id,
  label: p.name,
}));

/** Loads the page's list again; disabled while a load is running. */
export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh(): void }) {
  return (
    <button type="button" className="button button-ghost button-small" disabled={refreshing} onClick={onRefresh}>
      <RefreshCw size={16} aria-hidden="true" /> Refresh
    </button>
  );
}
