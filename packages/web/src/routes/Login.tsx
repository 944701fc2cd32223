import { accountMessages, PASSWORD_MIN_LENGTH } from '@stellara/contract';
import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../api/client.ts';
import { signIn, signUp, useMe, useRefreshSession } from '../api/session.ts';
import { LogoMark } from '../components/Logo.tsx';

/** /login: sign in ("Welcome Back") or sign up ("Join"), without the sidebar (spec section 2). */
export default function Login() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const { viewer, known } = useMe();
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (known && viewer.signedIn && !busy) return <Navigate to="/" replace />;

  const switchMode = () => {
    setError(null);
    setNotice(null);
    setParams(mode === 'signup' ? {} : { mode: 'signup' }, { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (mode === 'signup') {
        const message = await signUp(name.trim(), email.trim(), password);
        const text = message ?? accountMessages.accountCreated;
        window.alert(text);
        setNotice(text);
        setPassword('');
        setParams({}, { replace: true });
      } else {
        await signIn(email.trim(), password);
        await refresh();
        navigate('/', { replace: true });
      }
    } catch (e) {
      setError(e instanceof ApiRequestError || e instanceof Error ? e.message : accountMessages.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="standalone" id="main" data-testid="page-login">
      <form className="card standalone-card" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
        <Link to="/" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> Back to Chat
        </Link>
        <div className="standalone-brand">
          <LogoMark size={44} />
          <h1 id={`${id}-title`} className="page-title">
            {mode === 'signup' ? 'Join Stellara' : 'Welcome Back'}
          </h1>
          <p className="muted">
            {mode === 'signup'
              ? 'A free account keeps your chart and your conversations.'
              : 'Sign in to pick up where you left off.'}
          </p>
        </div>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
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
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <div className="password-row">
            <input
              id={`${id}-password`}
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              required
              minLength={mode === 'signup' ? PASSWORD_MIN_LENGTH : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            </button>
          </div>
        </div>
        {mode === 'signup' && (
          <p className="muted small">
            By creating an account you agree to Stellara's Terms of Service and Privacy Policy.
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
      </form>
    </main>
  );
}
