// A secret the server shows once (an API key, a calendar or share link: only a fingerprint is kept), in a read-only
// field with a Copy button. Without clipboard access the field is selected instead, and the block says so.
import { Check, Copy } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';

export interface SecretShownOnceProps {
  /** The paragraph above the field: that this is the only time it is shown. */
  message: ReactNode;
  /** The field's name for screen readers, e.g. "Your calendar link". */
  label: string;
  value: string;
  /** What the value is, in the line shown when copying was refused: "the key is selected". */
  noun: 'key' | 'link';
  copyLabel?: string;
  testId: string;
  fieldTestId: string;
  /** What follows the field: "I have saved it", "Open in calendar", ... */
  children?: ReactNode;
}

export function SecretShownOnce({
  message,
  label,
  value,
  noun,
  copyLabel = 'Copy',
  testId,
  fieldTestId,
  children,
}: SecretShownOnceProps) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Kept with the value it was for, so a new secret starts with a plain Copy button again.
  const [copied, setCopied] = useState<{ value: string; how: 'copied' | 'select' } | null>(null);
  const how = copied?.value === value ? copied.how : null;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied({ value, how: 'copied' });
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it for the person to copy.
      field.current?.select();
      setCopied({ value, how: 'select' });
    }
  };

  return (
    <div className="api-key-created" role="status" data-testid={testId}>
      {message}
      <label className="sr-only" htmlFor={fieldId}>
        {label}
      </label>
      <div className="api-key-secret">
        <input
          ref={field}
          id={fieldId}
          readOnly
          value={value}
          spellCheck={false}
          data-testid={fieldTestId}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button-primary button-small" onClick={() => void onCopy()}>
          {how === 'copied' ? <Check size={15} aria-hidden="true" /> : <Copy size={15} aria-hidden="true" />}
          {how === 'copied' ? 'Copied' : copyLabel}
        </button>
      </div>
      {how === 'select' && <p className="field-hint">Copying was not allowed here: the {noun} is selected.</p>}
      {children}
    </div>
  );
}
