import { signUpSchema } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { passwordProblem } from './password.ts';

describe('a new password on the reset page', () => {
  test('the sign-up length rules, then the confirmation', () => {
    expect(passwordProblem('12345', '12345')).toBe('Your new password needs at least 6 characters.');
    expect(passwordProblem('x'.repeat(129), 'x'.repeat(129))).toBe(
      'Your new password can have at most 128 characters.',
    );
    expect(passwordProblem('stardust', 'stardusk')).toMatch(/^The two passwords are not the same/);
    expect(passwordProblem('stardust', 'stardust')).toBeNull();
  });

  test('agrees with the sign-up schema the server checks', () => {
    for (const candidate of ['', '12345', '123456', 'x'.repeat(128), 'x'.repeat(129)]) {
      const server = signUpSchema.shape.password.safeParse(candidate).success;
      expect(passwordProblem(candidate, candidate) === null, candidate).toBe(server);
    }
  });
});
