import { accountMessages, PASSWORD_MIN_LENGTH } from '@stellara/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../api/client.ts';
import { resendVerification, signIn, signUp, useMe, useRefreshSession } from '../api/session.ts';
import { AccountCard, PasswordField } from '../components/AccountCard.tsx';
import { type Notice, useNotices } from '../components/Notices.tsx';
import { ResendVerification } from '../components/ResendVerification.tsx';
import { useAppState } from '../state/AppState.tsx';

/** What another account page hands to the sign-in form (the reset page: "Your password is changed"). */
export interface LoginState {
  notice?: string;
  email?: string;
}

/** The banner after sign-up: the mail is on its way, with "Resend verification email" beside it. */
export function verificationNotice(text: string, email: string): Notice {
  return {
    id: 'verification',
    tone: 'info',
    text,
    action: {
      label: 'Resend verification email',
      busyLabel: 'Sending...',
      run: async () => {
        try {
          await resendVerification(email);
          return { tone: 'info', text: accountMessages.verificationResent };
        } catch (e) {
          return { tone: 'error', text: e instanceof ApiRequestError ? e.message : accountMessages.genericError };
        }
      },
    },
  };
}

/** /login: sign in ("Welcome Back") or sign up ("Join"), without the sidebar (docs/routing.md). */
export default function Login() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const handed = (useLocation().state ?? {}) as LoginState;
  const { viewer, known } = useMe();
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  const notices = useNotices();
  const { birthData } = useAppState();
  // The name given with the chart, so a visitor who signs up does not type it twice.
  const [name, setName] = useState(birthData?.name ?? '');
  const [email, setEmail] = useState(handed.email ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(handed.notice ?? null);
  /** The address waiting for its verification link: sign-up done, or a sign-in refused as unverified. */
  const [unverified, setUnverified] = useState<string | null>(null);

  if (known && viewer.signedIn && !busy) return <Navigate to="/" replace />;

  const onResent = () => {
    setError(null);
    setUnverified(null);
    setNotice(accountMessages.verificationResent);
  };

  const switchMode = () => {
    setError(null);
    setNotice(null);
    setUnverified(null);
    setParams(mode === 'signup' ? {} : { mode: 'signup' }, { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    setUnverified(null);
    try {
      if (mode === 'signup') {
        const address = email.trim();
        const message = await signUp(name.trim(), address, password);
        // Back to the chat they came from; the banner there says the link is on its way and can send it again.
        notices.show(verificationNotice(message ?? accountMessages.accountCreated, address));
        // Where verification is not required the account is signed in already: the chat asks again who it is.
        await refresh();
        navigate('/', { replace: true });
      } else {
        await signIn(email.trim(), password);
        await refresh();
        navigate('/', { replace: true });
      }
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === 'EMAIL_NOT_VERIFIED') setUnverified(email.trim());
      setError(e instanceof ApiRequestError || e instanceof Error ? e.message : accountMessages.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard
      testId="page-login"
      title={mode === 'signup' ? 'Join Stellara' : 'Welcome Back'}
      lead={
        mode === 'signup'
          ? 'A free account keeps your chart and your conversations.'
          : 'Sign in to pick up where you left off.'
      }
      onSubmit={(e) => void onSubmit(e)}
    >
      {notice && (
        <div className="notice notice-stack">
          <p role="status" data-testid="login-notice">
            {notice}
          </p>
          {unverified && !error && <ResendVerification email={unverified} onSent={onResent} />}
        </div>
      )}
      {error && (
        <div className="notice notice-error notice-stack">
          <p role="alert">{error}</p>
          {unverified && <ResendVerification email={unverified} onSent={onResent} />}
        </div>
      )}
      {mode === 'signup' && (
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        minLength={mode === 'signup' ? PASSWORD_MIN_LENGTH : undefined}
        extra={
          mode === 'signin' && (
            <Link to="/forgot-password" state={{ email: email.trim() } satisfies LoginState}>
              Forgot password?
            </Link>
          )
        }
      />
      {mode === 'signup' && (
        <p className="muted small">
          By creating an account you agree to Stellara's{' '}
          <Link to="/terms" target="_blank">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank">
            Privacy Policy
          </Link>
          .
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {mode === 'signup'
          ? busy
            ? 'Creating your account...'
            : 'Create Account'
          : busy
            ? 'Signing in...'
            : 'Sign In'}
      </button>
      <p className="switch-mode">
        {mode === 'signup' ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" className="link-button" onClick={switchMode}>
          {mode === 'signup' ? 'Sign in' : 'Join free'}
        </button>
      </p>
    </AccountCard>
  );
}
