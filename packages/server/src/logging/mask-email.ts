// Log lines reach every technical administrator (System Logs) and the host's log files: they need the event, not
// who it happened to. An e-mail address in a line keeps its first character and its domain (`a…@example.com`),
// enough to tell "which kind of account" or spot a pattern, not enough to name the person.
//
// Every line goes through here, including lines quoting what a visitor sent, so the work stays linear in the line's
// length: a single regular expression over the whole address (`[…]+@domain`) backtracks quadratically on a long run
// of letters (40,000 of them and one @ took 1.6 s). Instead each `@` is found, its domain matched from there (bounded)
// and its local part read backwards from it (bounded).

/** `@`, or `%40` in a percent-encoded query string. */
const SEPARATOR = /@|%40/g;
// A domain: labels of letters (any script), digits and hyphens, ending in a letters-only or IDNA top-level label (so
// `pkg@1.2.3` and `user@localhost` are left alone). Bounded repetitions keep each attempt short.
const DOMAIN = /(?:[\p{L}\p{N}-]{1,63}\.){1,8}(?:\p{L}{2,63}|xn--[\p{L}\p{N}-]{1,59})/uy;
// The local part: the characters addresses use in practice (letters in any script, digits, . _ + ' - and a
// percent-escape such as %2B). Quotes, backslashes, slashes, colons, = and & stop it, so in a JSON line, a URL or a
// `mailto:` it never reaches past the address. At most 64 (the standard's limit) are read.
const LOCAL_CHAR = /^[\p{L}\p{N}._%+'-]$/u;
const LOCAL_MAX = 64;
const ASCII_LOCAL = /^[A-Za-z0-9._%+'-]$/;
/** LOCAL_CHAR for one UTF-16 unit below 128, looked up rather than matched (the common case). */
const asciiLocal = Array.from({ length: 128 }, (_, code) => ASCII_LOCAL.test(String.fromCharCode(code)));

/** Where the local part ending at `end` starts, reading back at most LOCAL_MAX characters and not before `floor`. */
function localStart(text: string, end: number, floor: number): number {
  let start = end;
  for (let count = 0; count < LOCAL_MAX && start > floor; count++) {
    // A character outside the BMP (𝒜) is two UTF-16 units.
    const low = text.charCodeAt(start - 1);
    if (low < 128) {
      if (!asciiLocal[low]) break;
      start -= 1;
      continue;
    }
    const width = low >= 0xdc00 && low <= 0xdfff && start - 2 >= floor ? 2 : 1;
    if (!LOCAL_CHAR.test(text.slice(start - width, start))) break;
    start -= width;
  }
  return start;
}

/**
 * The text with every e-mail address in it masked: `ada.lovelace@example.com` → `a…@example.com`. Masked text stays
 * valid JSON when the input was a JSON line (only characters inside a string change), and masking twice changes
 * nothing (`…` ends the local part).
 */
export function maskEmails(text: string): string {
  if (!text.includes('@') && !text.includes('%40')) return text;
  let out = '';
  let copied = 0;
  for (const separator of text.matchAll(SEPARATOR)) {
    const at = separator.index;
    if (at < copied) continue;
    DOMAIN.lastIndex = at + separator[0].length;
    const domain = DOMAIN.exec(text);
    if (!domain) continue;
    const start = localStart(text, at, copied);
    if (start === at) continue;
    const first = String.fromCodePoint(text.codePointAt(start)!);
    out += `${text.slice(copied, start)}${first}…${separator[0]}${domain[0]}`;
    copied = DOMAIN.lastIndex;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
