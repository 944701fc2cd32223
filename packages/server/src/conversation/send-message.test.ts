import { describe, expect, it } from 'vitest';
import { RESEND_TOO_LATE, resendOutcome } from './resend-rules.ts';
import type { MessageRow } from './store.ts';

let seq = 0;
const message = (sender: 'user' | 'Stellara', status = 'complete'): MessageRow =>
  ({ id: `m${++seq}`, seq, sender, status, content: 'x' }) as MessageRow;

describe('resendOutcome', () => {
  it('replays the complete reply that follows the message', () => {
    const welcome = message('Stellara');
    const user = message('user');
    const reply = message('Stellara');
    expect(resendOutcome([welcome, user, reply], user)).toEqual({ kind: 'replay', reply });
  });

  it('answers again when nothing or only failed replies follow, replacing those', () => {
    const user = message('user');
    expect(resendOutcome([user], user)).toEqual({ kind: 'answer-again', replaced: [] });
    const failed = message('Stellara', 'error');
    const cut = message('Stellara', 'incomplete');
    expect(resendOutcome([user, failed, cut], user)).toEqual({ kind: 'answer-again', replaced: [failed, cut] });
  });

  it('refuses with 409 when the conversation moved on past a failed reply', () => {
    const user = message('user');
    const messages = [user, message('Stellara', 'error'), message('user'), message('Stellara')];
    expect(() => resendOutcome(messages, user)).toThrow(RESEND_TOO_LATE);
  });
});
