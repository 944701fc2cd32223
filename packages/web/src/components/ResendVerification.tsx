import { accountMessages } from '@stellara/contract';
import { useState } from 'react';
import { ApiRequestError } from '../api/client.ts';
import { resendVerification } from '../api/session.ts';

/**
 * "Resend verification email" for an address waiting for its link. The answer is the same neutral sentence whether
 * or not the address has an unverified account.
 */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'sent') {
    return (
      <p className="resend-sent" role="status" data-testid="verification-resent">
        {accountMessages.verificationResent}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="link-button"
        disabled={state === 'sending' || email === ''}
        onClick={async () => {
          setState('sending');
          setError(null);
          try {
            await resendVerification(email);
            setState('sent');
          } catch (e) {
            setError(e instanceof ApiRequestError ? e.message : accountMessages.genericError);
            setState('idle');
          }
        }}
      >
        {state === 'sending' ? 'Sending...' : 'Resend verification email'}
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
