import { accountMessages, PASSWORD_MIN_LENGTH } from '@stellara/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../api/client.ts';
import { resetPassword } from '../api/session.ts';
import { AccountCard, PasswordField } from '../components/AccountCard.tsx';
import { passwordProblem } from '../state/password.ts';
import type { LoginState } from './Login.tsx';

/**
 * /reset-password: the page a mailed reset link opens (`?token=`; `?error=INVALID_TOKEN` when the link has expired or
 * was used). A new password and its confirmation, then the sign-in form with the new password.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(params.has('error') || !token);

  if (linkDead) {
    return (
      <AccountCard
        testId="page-reset-password"
        title="This link no longer works"
        lead="Reset links work once, for one hour."
        back={{ to: '/login', label: 'Back to sign in' }}
      >
        <p className="notice notice-error" role="alert" data-testid="reset-link-invalid">
          {accountMessages.resetLinkInvalid}
        </p>
        <Link to="/forgot-password" className="button button-primary button-block">
          Send me a new link
        </Link>
      </AccountCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = passwordProblem(password, confirm);
    setProblem(wrong);
    if (wrong || !token) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      navigate('/login', { replace: true, state: { notice: accountMessages.passwordReset } satisfies LoginState });
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === 'INVALID_TOKEN') setLinkDead(true);
      else setProblem(e instanceof ApiRequestError ? e.message : accountMessages.genericError);
      setBusy(false);
    }
  };

  return (
    <AccountCard
      testId="page-reset-password"
      title="Choose a new password"
      lead="Every device signed in to your account will be signed out."
      back={{ to: '/login', label: 'Back to sign in' }}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      {problem && (
        <p className="notice notice-error" role="alert" data-testid="reset-problem">
          {problem}
        </p>
      )}
      <PasswordField
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        invalid={problem !== null && password.length < PASSWORD_MIN_LENGTH}
      />
      <PasswordField
        label="Confirm new password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        invalid={problem !== null && password !== confirm}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Saving...' : 'Set new password'}
      </button>
    </AccountCard>
  );
}
