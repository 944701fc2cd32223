import { accountMessages } from '@stellara/contract';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { resendVerification, useMe } from '../api/session.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { EmailRequestFields, useEmailRequest } from '../components/EmailRequest.tsx';

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
  const request = useEmailRequest(resendVerification);
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
      onSubmit={request.onSubmit}
    >
      <EmailRequestFields
        request={request}
        sentMessage={accountMessages.verificationResent}
        sentTestId="verification-resent"
      />
      <button type="submit" className="button button-primary button-block" disabled={request.busy}>
        {request.busy ? 'Sending...' : 'Resend verification email'}
      </button>
    </AccountCard>
  );
}
