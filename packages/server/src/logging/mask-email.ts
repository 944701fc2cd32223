// Log lines reach every technical administrator (System Logs) and the host's log files: they need the event, not
// who it happened to. An e-mail address in a line keeps its first character and its domain (`a…@example.com`),
// enough to tell "which kind of account" or spot a pattern, not enough to name the person.

// The local part: the characters addresses use in practice (letters in any script, digits, . _ + ' - and a
// percent-escape such as %2B). Quotes, backslashes, slashes, colons, = and & stop it, so in a JSON line, a URL or a
// `mailto:` the run never reaches past the address. `@` may itself be percent-encoded (a query string).
const EMAIL = /([\p{L}\p{N}._%+'-]+)(@|%40)((?:[\p{L}\p{N}-]+\.)+(?:\p{L}{2,}|xn--[\p{L}\p{N}-]+))/gu;
/** Cheap test first: most lines hold no @ and are left untouched. */
const MAY_HOLD_EMAIL = /@|%40/;

/**
 * The text with every e-mail address in it masked: `ada.lovelace@example.com` → `a…@example.com`. Masked text stays valid JSON when the input was a JSON line (only
 * characters inside a string change), and masking twice changes nothing (`…` ends the local part).
 */
export function maskEmails(text: string): string {
  if (!MAY_HOLD_EMAIL.test(text)) return text;
  return text.replace(EMAIL, (_match, local: string, at: string, domain: string) => {
    const first = String.fromCodePoint(local.codePointAt(0)!);
    return `${first}…${at}${domain}`;
  });
}
