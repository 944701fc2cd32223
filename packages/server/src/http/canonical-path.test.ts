import { describe, expect, test } from 'vitest';
import { isCanonicalPath } from './canonical-path.ts';

describe('isCanonicalPath', () => {
  test.each([
    '/',
    '/api/auth/sign-in/email',
    '/api/auth/verify-email?token=a/../b&callbackURL=//x',
    '/assets/index-Bx3.js',
    '/chat/%C3%A9t%C3%A9',
    '/api/places/Saint%20Ives',
    '/file.v2.txt',
  ])('%s is canonical', (url) => {
    expect(isCanonicalPath(url)).toBe(true);
  });

  test.each([
    '/api/auth/x/../sign-in/email',
    '/api/auth/./sign-in/email',
    '/api/auth/..',
    '/api/auth/.',
    '/api/auth/%2e%2e/sign-in/email',
    '/api/auth//sign-in/email',
    '//api/auth/sign-in/email',
    '/api/auth/%73ign-in/email',
    '/%61pi/visitor',
    '/api/auth/sign-in%2Femail',
    '/api/auth/sign-in%2femail',
    '/api/auth/x\\..\\sign-in',
    '/api/auth/x%5C..%5Csign-in',
    '/api/%7Euser',
    '*',
    'http://example.com/api/auth/sign-in/email',
  ])('%s is not', (url) => {
    expect(isCanonicalPath(url)).toBe(false);
  });
});
