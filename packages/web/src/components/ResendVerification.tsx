import { accountMessages } from '@stellara/contract';
import { useState } from 'react';
import { ApiRequestError } from '../api/client.ts';
import { resendVerification } from '../api/session.ts';

/**
 * "Resend verification email" for an address waiting for its link; `onSent` shows the neutral sentence (the same
 * whether or not the address has an unverified account).
 */
export function ResendVerification({ email, onSent }: { email: string; onSent(): void }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="link-button"
        disabled={sending || email === ''}
        onClick={async () => {
          setSending(true);
          setError(null);
          try {
            await resendVerification(email);
            onSent();
          } catch (e) {
            setError(e instanceof ApiRequestError ? e.message : accountMessages.genericError);
            setSending(false);
          }
        }}
      >
        {sending ? 'Sending...' : 'Resend verification email'}
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
