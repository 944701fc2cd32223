import { accountMessages } from '@stellara/contract';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../api/client.ts';
import { resendVerification, useMe } from '../api/session.ts';
import { AccountCard } from '../components/AccountCard.tsx';

/**
 * /email-verified: where a mailed verification link lands. The link has verified the address and signed the person
 * in; a link opened again verifies nothing new and signs no one in (then: sign in); `?error=` when it has expired or
 * is not valid (then: a new link).
 */
export default function EmailVerified() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const { me } = useMe();
  if (error) return <LinkFailed expired={error === 'TOKEN_EXPIRED'} />;
  const user = me?.signedIn ? me.user : null;
  return (
    <AccountCard
      testId="page-email-verified"
      inLayout
      title="Your email is verified"
      lead={
        user
          ? `Welcome to Stellara, ${user.name}. You're signed in.`
          : 'Sign in with your email and password to continue.'
      }
    >
      <p className="notice" role="status">
        <CircleCheck size={16} aria-hidden="true" />
        <span>{user ? `${user.email} is confirmed.` : 'Your email address is confirmed.'}</span>
      </p>
      {user ? (
        <Link to="/" className="button button-primary button-block">
          Start chatting
        </Link>
      ) : (
        <Link to="/login" className="button button-primary button-block">
          Sign in
        </Link>
      )}
    </AccountCard>
  );
}

function LinkFailed({ expired }: { expired: boolean }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await resendVerification(email.trim());
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : accountMessages.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountCard
      testId="page-email-verified"
      inLayout
      title="This link no longer works"
      lead={`${
        expired
          ? 'Verification links work for 24 hours, and this one has expired.'
          : 'This verification link is not valid: it may have been cut short when it was copied.'
      } Enter the email you signed up with and we'll mail you a new link.`}
      back={{ to: '/login', label: 'Sign in' }}
      onSubmit={(e) => void onSubmit(e)}
    >
      {sent && (
        <p className="notice" role="status" data-testid="verification-resent">
          {accountMessages.verificationResent}
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
        {busy ? 'Sending...' : 'Resend verification email'}
      </button>
    </AccountCard>
  );
}
