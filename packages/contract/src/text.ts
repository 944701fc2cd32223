// Incoming text, declared one way: every string a request carries is `safeText()`. PostgreSQL cannot store a NUL in
// text or jsonb, and a lone UTF-16 surrogate cannot be encoded as UTF-8, so such input used to fail deep in a write
// with a 500; it is refused here with a 400 naming the field. Tab, newline and carriage return stay allowed.
import { z } from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'contains characters that are not allowed (control characters or broken Unicode)';

/**
 * Index of the first character text may not carry (a C0 control other than tab, newline and carriage return, or
 * an unpaired surrogate), or -1. A loop over code units: no copy, no regular expression with control characters.
 */
export function unsafeTextIndex(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return i;
      i++; // the pair is one character
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return i;
    }
  }
  return -1;
}

export const isSafeText = (s: string): boolean => unsafeTextIndex(s) === -1;

/** The text with each character it may not carry replaced by U+FFFD (for echoing or logging what was refused). */
export function replaceUnsafeText(s: string): string {
  let i = unsafeTextIndex(s);
  if (i === -1) return s;
  let out = '';
  let from = 0;
  while (i !== -1) {
    out += `${s.slice(from, i)}\uFFFD`;
    from = i + 1;
    const next = unsafeTextIndex(s.slice(from));
    i = next === -1 ? -1 : from + next;
  }
  return out + s.slice(from);
}

/**
 * A string field of a request: `z.string(params)` that first refuses control characters and broken Unicode (and
 * stops there, so that is the message the field gets). Chain `.trim().min().max()` as on any string.
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** A node of the walk: its value, how it hangs from its parent (the path is rebuilt only when needed). */
interface WalkNode {
  value: unknown;
  parent: WalkNode | null;
  key: string | number;
}

function pathOf(node: WalkNode): (string | number)[] {
  const path: (string | number)[] = [];
  for (let n: WalkNode | null = node; n?.parent; n = n.parent) path.push(n.key);
  return path.reverse();
}

/**
 * Where in a parsed JSON value (object keys included) the first unsafe string is, as a path of keys and indexes;
 * null when there is none. Iterative with parent links, so neither a deeply nested nor a large body costs more than
 * one pass: nothing is copied.
 */
export function unsafeTextPath(value: unknown): (string | number)[] | null {
  const stack: WalkNode[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof node.key === 'string' && node.parent && !isSafeText(node.key)) return pathOf(node);
    if (typeof v === 'string') {
      if (!isSafeText(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      // Pushed in reverse so that the first offending element is the one reported.
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: node, key: i });
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (v as Record<string, unknown>)[key], parent: node, key });
      }
    }
  }
  return null;
}

/** Free-form JSON a request carries (graph properties, hints): any value, but every string in it safe text. */
export const safeJson = () =>
  z.unknown().superRefine((value, ctx) => {
    const path = unsafeTextPath(value);
    if (path) ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
  });
