// Where an account mail's link may send the person after the click. Only our own pages: a path on this site, or an
// absolute URL on the configured public origin (PUBLIC_URL) or a listed CORS origin. Never the request's Host, which
// the sender chooses: a forged Host would otherwise put a foreign redirect into a genuine reset mail.
import { errorCodes } from '@stellara/contract';
import { HttpError } from '../http/errors.ts';

/** The body and query fields better-auth follows after a mailed link (or a sign-in) is used. */
export const REDIRECT_FIELDS = ['redirectTo', 'callbackURL', 'errorCallbackURL', 'newUserCallbackURL'] as const;

export function isTrustedRedirect(target: string, trustedOrigins: readonly string[]): boolean {
  // A path on this site; "//host" and "/\host" are other sites to a browser.
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  let origin: string;
  try {
    origin = new URL(target).origin;
  } catch {
    return false;
  }
  return trustedOrigins.some((trusted) => new URL(trusted).origin === origin);
}

/** 400 naming the field when a redirect target in `input` is not one of our pages. */
export function checkRedirects(input: unknown, trustedOrigins: readonly string[]): void {
  if (input === null || typeof input !== 'object') return;
  const values = input as Record<string, unknown>;
  for (const field of REDIRECT_FIELDS) {
    const target = values[field];
    if (target === undefined || target === null || target === '') continue;
    if (typeof target !== 'string' || !isTrustedRedirect(target, trustedOrigins)) {
      throw new HttpError(
        400,
        errorCodes.badRequest,
        `${field} must be a page of this site (a path such as /login, or an address on ${trustedOrigins[0]}).`,
        { [field]: 'is not a page of this site' },
      );
    }
  }
}
