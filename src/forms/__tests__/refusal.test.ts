import type { UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { showRefusal, type RefusalFields } from '@/forms/refusal';

type Values = { email: string; name: string };
const fieldFor: RefusalFields<Values> = { EMAIL_TAKEN: 'email' };

const refusal = (code: string) =>
  new ApiError({ message: 'That e-mail is taken', status: 409, code, kind: 'http', serverMessage: true });

function targets() {
  return { setError: vi.fn<UseFormSetError<Values>>(), setRefusal: vi.fn(), fallback: vi.fn() };
}

describe('showRefusal', () => {
  it('puts a refusal whose code names a field under that field, with the focus', () => {
    const t = targets();
    expect(showRefusal<Values>(refusal('EMAIL_TAKEN'), { ...t, fieldFor })).toBe('field');
    expect(t.setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'That e-mail is taken' },
      { shouldFocus: true },
    );
    expect(t.setRefusal).not.toHaveBeenCalled();
    expect(t.fallback).not.toHaveBeenCalled();
  });

  it('puts a refusal whose message names a field (`field: message`) under that field, without the prefix', () => {
    const t = targets();
    const named = new ApiError({
      message: 'name: Too long',
      status: 400,
      code: 'VALIDATION_ERROR',
      kind: 'http',
      serverMessage: true,
    });
    expect(showRefusal<Values>(named, { ...t, fieldNamed: { name: 'name' } satisfies RefusalFields<Values> })).toBe(
      'field',
    );
    expect(t.setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Too long' }, { shouldFocus: true });
    // A prefix the form does not map stays whole, in the notice.
    const other = targets();
    expect(
      showRefusal<Values>(named, { ...other, fieldNamed: { email: 'email' } satisfies RefusalFields<Values> }),
    ).toBe('notice');
    expect(other.setRefusal).toHaveBeenCalledWith('name: Too long');
  });

  it("shows any other refusal's reason in the form's notice", () => {
    const t = targets();
    expect(showRefusal<Values>(refusal('CONFLICT'), { ...t, fieldFor })).toBe('notice');
    expect(t.setRefusal).toHaveBeenCalledWith('That e-mail is taken');
    expect(t.setError).not.toHaveBeenCalled();
  });

  it("gives a 5xx, a success: false without a reason, or no answer to the form's own text", () => {
    const failures = [
      new ApiError({ message: 'Internal error', status: 500, kind: 'http', serverMessage: true }),
      new ApiError({ message: 'Request failed', status: 200, kind: 'rejected' }),
      new ApiError({ message: 'Request timeout - please try again', kind: 'timeout' }),
    ];
    for (const failure of failures) {
      const setRefusal = vi.fn();
      const fallback = vi.fn();
      expect(showRefusal<Values>(failure, { setRefusal, fallback })).toBe('fallback');
      expect(fallback).toHaveBeenCalledWith(failure);
      expect(setRefusal).not.toHaveBeenCalled();
    }
  });
});
