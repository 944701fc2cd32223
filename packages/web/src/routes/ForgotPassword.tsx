import { accountMessages } from '@stellara/contract';
import { Link, useLocation } from 'react-router';
import { requestPasswordReset } from '../api/session.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { EmailRequestFields, useEmailRequest } from '../components/EmailRequest.tsx';
import type { LoginState } from './Login.tsx';

/**
 * /forgot-password: asks for the email and mails a reset link. The answer is the same sentence whether or not an
 * account uses the address, so the page does not tell who has an account.
 */
export default function ForgotPassword() {
  const handed = (useLocation().state ?? {}) as LoginState;
  const request = useEmailRequest(requestPasswordReset, handed.email ?? '');
  return (
    <AccountCard
      testId="page-forgot-password"
      title="Forgot your password?"
      lead="Enter the email of your account. We'll mail you a link to choose a new password."
      back={{ to: '/login', label: 'Back to sign in' }}
      onSubmit={request.onSubmit}
    >
      <EmailRequestFields request={request} sentMessage={accountMessages.resetRequested} sentTestId="reset-requested" />
      <button type="submit" className="button button-primary button-block" disabled={request.busy}>
        {request.busy ? 'Sending...' : request.sent ? 'Send the link again' : 'Send reset link'}
      </button>
      <p className="account-links">
        <Link to="/login">Sign in</Link>
        <Link to="/login?mode=signup">Create an account</Link>
      </p>
    </AccountCard>
  );
}
