import { type AdminSession, accountMessages, adminSessionSchema } from '@stellara/contract';
import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError, apiRequest } from '../api/client.ts';
import { LogoMark } from '../components/Logo.tsx';
import { ADMIN_ROLE_KEY } from './portal.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks what the browser can before asking the server (docs/admin.md). */
export function adminLoginProblem(email: string, password: string): string | null {
  if (!email.trim() || !password) return 'Please enter your email and password.';
  if (!EMAIL.test(email.trim())) return 'Please enter a valid email address.';
  return null;
}

/** The admin login form: a password sign-in that also needs an active administrator record. */
export function AdminLogin({ onSignedIn }: { onSignedIn: (admin: AdminSession) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = adminLoginProblem(email, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { admin } = await apiRequest('/admin/session', {
        method: 'POST',
        body: { email: email.trim(), password },
        schema: adminSessionSchema,
      });
      localStorage.setItem(ADMIN_ROLE_KEY, admin.role);
      onSignedIn(admin);
    } catch (e) {
      localStorage.removeItem(ADMIN_ROLE_KEY);
      setError(e instanceof ApiRequestError && e.message ? e.message : accountMessages.adminLoginFailed);
      setBusy(false);
    }
  };

  return (
    <main className="standalone" id="main" data-testid="admin-login">
      <form className="card standalone-card" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-t`}>
        <div className="standalone-brand">
          <LogoMark size={44} />
          <h1 id={`${id}-t`} className="page-title">
            Admin Portal
          </h1>
          <p className="muted">
            <ShieldCheck size={16} aria-hidden="true" /> For Stellara administrators.
          </p>
        </div>
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-email`}>Admin Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
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
              autoComplete="current-password"
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
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Authenticating...' : 'Access Admin Portal'}
        </button>
      </form>
    </main>
  );
}
