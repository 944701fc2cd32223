import { accountMessages } from '@stellara/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiRequestError } from '../api/client.ts';
import { requestPasswordReset } from '../api/session.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import type { LoginState } from './Login.tsx';

/**
 * /forgot-password: asks for the email and mails a reset link. The answer is the same sentence whether or not an
 * account uses the address, so the page does not tell who has an account.
 */
export default function ForgotPassword() {
  const id = useId();
  const handed = (useLocation().state ?? {}) as LoginState;
  const [email, setEmail] = useState(handed.email ?? '');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : accountMessages.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard
      testId="page-forgot-password"
      title="Forgot your password?"
      lead="Enter the email of your account. We'll mail you a link to choose a new password."
      back={{ to: '/login', label: 'Back to sign in' }}
      onSubmit={(e) => void onSubmit(e)}
    >
      {sent && (
        <p className="notice" role="status" data-testid="reset-requested">
          {accountMessages.resetRequested}
        </p>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setSent(false);
          }}
        />
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Sending...' : sent ? 'Send the link again' : 'Send reset link'}
      </button>
      <p className="account-links">
        <Link to="/login">Sign in</Link>
        <Link to="/login?mode=signup">Create an account</Link>
      </p>
    </AccountCard>
  );
}
