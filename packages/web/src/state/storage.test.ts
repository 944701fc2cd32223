import { describe, expect, test } from 'vitest';
import { type ListableStore, localKeys, removeAllBut } from './storage.ts';

function store(initial: Record<string, string>): ListableStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
  };
}

describe('forgetting the person on sign-out', () => {
  test('removes every key but the ones kept: the chosen theme, voice and level stay', () => {
    const local = store({
      theme: 'ocean',
      personality: 'mentor',
      technical: 'technical',
      hasInteracted: 'true',
      'stellara.admin-role': 'technical_admin',
      somethingNew: '{"name":"Johanna"}',
    });
    removeAllBut(local, [localKeys.theme, localKeys.personality, localKeys.technical]);
    expect(Object.fromEntries(local.data)).toEqual({ theme: 'ocean', personality: 'mentor', technical: 'technical' });
    const session = store({ birthData: '{"name":"Johanna"}', conversation: '{"id":"c1"}', newChat: '1' });
    removeAllBut(session, []);
    expect(session.data.size).toBe(0);
  });
  test('an unavailable store is left alone without throwing', () => {
    const broken: ListableStore = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(() => removeAllBut(broken, [])).not.toThrow();
    expect(() => removeAllBut(null, [])).not.toThrow();
  });
});
