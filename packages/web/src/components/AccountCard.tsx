import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from './Logo.tsx';
import './account.css';

/** The stand-alone account pages (sign in, forgot password, reset, verified): one centred card, no sidebar. */
export function AccountCard({
  title,
  lead,
  testId,
  back = { to: '/', label: 'Back to Chat' },
  onSubmit,
  noValidate = false,
  inLayout = false,
  children,
}: {
  title: string;
  lead: ReactNode;
  testId: string;
  back?: { to: string; label: string };
  /** The card is a form when given. */
  onSubmit?(event: FormEvent): void;
  /** The page says what is wrong in its own words instead of the browser's bubbles. */
  noValidate?: boolean;
  /** Inside the app's layout (with the sidebar): a page in its main area instead of a stand-alone screen. */
  inLayout?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const body = (
    <>
      <Link to={back.to} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> {back.label}
      </Link>
      <div className="standalone-brand">
        <LogoMark size={44} />
        <h1 id={`${id}-title`} className="page-title">
          {title}
        </h1>
        <p className="muted">{lead}</p>
      </div>
      {children}
    </>
  );
  const card = onSubmit ? (
    <form className="card standalone-card" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate={noValidate}>
      {body}
    </form>
  ) : (
    <section className="card standalone-card" aria-labelledby={`${id}-title`}>
      {body}
    </section>
  );
  if (inLayout) {
    return (
      <div className="page account-page" data-testid={testId}>
        {card}
      </div>
    );
  }
  return (
    <main className="standalone" id="main" data-testid={testId}>
      {card}
    </main>
  );
}

/** A password input with its show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  minLength,
  extra,
  hint,
  invalid,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number | undefined;
  /** Shown beside the label (e.g. "Forgot password?"). */
  extra?: ReactNode;
  /** Shown under the input (e.g. the password rules). */
  hint?: ReactNode;
  invalid?: boolean | undefined;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {extra}
      </div>
      <div className="password-row">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
