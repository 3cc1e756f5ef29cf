import { describe, expect, it } from 'vitest';
import { messageForStatus, UNEXPECTED_ERROR_MESSAGE } from '../../src/lib/api/api-errors.ts';

const SERVER_ERROR = 'A server error occurred. Please try again later.';

describe('messageForStatus', () => {
  it.each([
    [400, 'The request was invalid. Please check your information and try again.'],
    [401, 'You need to be signed in to access this feature.'],
    [403, "You don't have permission to access this resource."],
    [404, 'The requested item could not be found.'],
    [409, 'There was a conflict with the current state of the resource.'],
    [422, 'The submitted data was not accepted.'],
    [429, 'Too many requests. Please try again later.'],
    [500, SERVER_ERROR],
    [502, SERVER_ERROR],
    [503, SERVER_ERROR],
    [504, SERVER_ERROR],
  ])('gives the fixed text for %i', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });

  it.each([0, 200, 201, 204, 301, 402, 405, 410, 418, 451, 501, 505, 599, -1, 400.5, Number.NaN])(
    'gives undefined for status %s, whose message the server gives',
    (status) => {
      expect(messageForStatus(status)).toBeUndefined();
    },
  );

  it('gives undefined for every other status from 100 to 599', () => {
    const specified = new Set([400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504]);
    for (let status = 100; status < 600; status += 1) {
      if (specified.has(status)) {
        expect(messageForStatus(status)).toEqual(expect.any(String));
      } else {
        expect(messageForStatus(status)).toBeUndefined();
      }
    }
  });

  it('has a generic fallback message for everything else', () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred.');
  });
});
