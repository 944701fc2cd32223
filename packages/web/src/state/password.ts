import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@stellara/contract';

/**
 * What is wrong with a new password and its confirmation, in words, or null: the sign-up rules (the server checks the
 * same length with the contract's schema) and the two fields equal.
 */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Your new password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Your new password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (password !== confirm) return 'The two passwords are not the same. Type the new password again to confirm it.';
  return null;
}
