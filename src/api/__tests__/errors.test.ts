import { describe, expect, it } from 'vitest';
import { ApiError, errorMessages, failureMessage, refusalMessage } from '@/api/errors';

const refused = (status: number, message = 'Insufficient balance') =>
  new ApiError({ kind: 'http', status, message, serverMessage: true });

describe('the one failure → message rule', () => {
  it("gives the server's own reason for a refusal (a 4xx with a message)", () => {
    expect(refusalMessage(refused(400))).toBe('Insufficient balance');
    expect(refusalMessage(refused(409, 'Delivery is no longer pending'))).toBe('Delivery is no longer pending');
    expect(failureMessage(refused(422), 'Failed to withdraw wallet. Please try again.')).toBe('Insufficient balance');
    expect(
      refusalMessage(new ApiError({ kind: 'rejected', status: 200, message: 'Route exists', serverMessage: true })),
    ).toBe('Route exists');
  });

  it("gives the screen's own text for a 5xx, a refusal without a message, a timeout or a network failure", () => {
    const fallback = 'Failed to add route. Please try again.';
    expect(failureMessage(refused(500, 'NullPointerException at line 3'), fallback)).toBe(fallback);
    expect(failureMessage(new ApiError({ kind: 'http', status: 403, message: 'HTTP 403: Forbidden' }), fallback)).toBe(
      fallback,
    );
    expect(failureMessage(new ApiError({ kind: 'timeout', message: errorMessages.timeout }), fallback)).toBe(fallback);
    expect(refusalMessage(new ApiError({ kind: 'network', message: errorMessages.network }))).toBeUndefined();
  });
});
