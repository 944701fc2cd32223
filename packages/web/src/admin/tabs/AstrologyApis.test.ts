import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.ts';
import { testError } from './AstrologyApis.tsx';

describe('API tester error text', () => {
  it("shows the server's error text when it sent one", () => {
    expect(testError(new ApiRequestError('latitude must be between -90 and 90', 400, 'VALIDATION_FAILED'))).toBe(
      'latitude must be between -90 and 90',
    );
  });

  it("says 'API request failed' when nothing usable came back", () => {
    expect(testError(new ApiRequestError('Stellara could not be reached.', 0, 'NETWORK'))).toBe('API request failed');
    expect(testError(new ApiRequestError('Unexpected answer from the server (502).', 502, 'UNEXPECTED'))).toBe(
      'API request failed',
    );
  });

  it("says 'Unknown error' for anything else", () => {
    expect(testError(new TypeError('x is undefined'))).toBe('Unknown error');
    expect(testError('boom')).toBe('Unknown error');
  });
});
