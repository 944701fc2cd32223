import { describe, expect, it } from 'vitest';
import { type LiveEvent, RelayFollower } from './live-replies.ts';

const relay = (seq: number, text: string, extra: object = {}) => ({
  conversationId: 'c',
  messageId: 'm',
  seq,
  text,
  ...extra,
});

function feed(follower: RelayFollower, ...events: ReturnType<typeof relay>[]): LiveEvent[] {
  return events.flatMap((e) => [...follower.take(e)]);
}

describe('a follower of relayed reply parts', () => {
  it('skips tokens before its catch-up, joins a catch-up sent in parts, then takes each token once', () => {
    const f = new RelayFollower();
    const out = feed(
      f,
      relay(2, 'early ', {}),
      relay(3, 'Your Sun ', { catchUp: { part: 0, parts: 2 } }),
      relay(3, 'in Leo ', { catchUp: { part: 1, parts: 2 } }),
      relay(3, 'again', {}),
      relay(4, 'shines.'),
      relay(5, '', { done: true }),
      relay(6, 'after the end'),
    );
    expect(out).toEqual([
      { type: 'start', messageId: 'm' },
      { type: 'token', text: 'Your Sun in Leo ' },
      { type: 'token', text: 'shines.' },
      { type: 'stored', messageId: 'm' },
    ]);
    expect(f.finished).toBe(true);
  });

  it("sends only the unseen end of another follower's later catch-up", () => {
    const f = new RelayFollower();
    const out = feed(
      f,
      relay(1, 'One ', { catchUp: { part: 0, parts: 1 } }),
      relay(2, 'two '),
      relay(2, 'One two ', { catchUp: { part: 0, parts: 1 } }),
      relay(3, 'three'),
    );
    expect(out.filter((e) => e.type === 'token').map((e) => (e as { text: string }).text)).toEqual([
      'One ',
      'two ',
      'three',
    ]);
  });
});
