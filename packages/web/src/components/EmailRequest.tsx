import { accountMessages } from '@stellara/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../api/client.ts';

export interface EmailRequest {
  email: string;
  setEmail(value: string): void;
  busy: boolean;
  /** The server took the request; its answer is one neutral sentence whether or not an account uses the address. */
  sent: boolean;
  error: string | null;
  onSubmit(event: FormEvent): void;
}

/** A form that mails a link (password reset, verification) to the email typed. */
export function useEmailRequest(send: (email: string) => Promise<unknown>, initialEmail = ''): EmailRequest {
  const [email, setEmailValue] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await send(email.trim());
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : accountMessages.genericError);
    } finally {
      setBusy(false);
    }
  };
  return {
    email,
    // A changed address has not been sent to yet.
    setEmail: (value) => {
      setEmailValue(value);
      setSent(false);
    },
    busy,
    sent,
    error,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}

/** The request's notices and its email field. */
export function EmailRequestFields({
  request,
  sentMessage,
  sentTestId,
}: {
  request: EmailRequest;
  sentMessage: string;
  sentTestId: string;
}) {
  const id = useId();
  return (
    <>
      {request.sent && (
        <p className="notice" role="status" data-testid={sentTestId}>
          {sentMessage}
        </p>
      )}
      {request.error && (
        <p className="notice notice-error" role="alert">
          {request.error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={request.email}
          onChange={(e) => request.setEmail(e.target.value)}
        />
      </div>
    </>
  );
}
