import { describe, expect, it } from 'vitest';
import { cancelDeliveryFormSchema } from '@/forms/cancel-delivery-form';
import { OTHER_REASON, rejectDeliveryFormSchema } from '@/forms/reject-delivery-form';
import { updateLocationDefaults, updateLocationFormSchema } from '@/forms/update-location-form';

/** Each failing field with its message, as the form shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('update location form', () => {
  it('asks for an address or the coordinates when all is blank', () => {
    expect(messages(updateLocationFormSchema.safeParse(updateLocationDefaults))).toEqual({
      address: 'Enter an address or the coordinates',
    });
  });

  it('reports every invalid field at once: a bad latitude and the missing longitude', () => {
    const result = updateLocationFormSchema.safeParse({
      ...updateLocationDefaults,
      lat: 'north',
      note: 'x'.repeat(301),
    });
    expect(messages(result)).toEqual({
      lat: 'Enter the latitude as a number between -90 and 90',
      lng: 'Enter both latitude and longitude, or neither',
      note: 'Please keep this under 300 characters',
    });
  });
});

describe('reject form', () => {
  it('asks for the reason after "Other"', () => {
    expect(messages(rejectDeliveryFormSchema.safeParse({ preset: OTHER_REASON, details: '  ' }))).toEqual({
      details: 'Please enter a reason for rejecting',
    });
  });
});

describe('cancel form', () => {
  it('counts a blank reason as none', () => {
    expect(messages(cancelDeliveryFormSchema.safeParse({ reason: '   ' }))).toEqual({
      reason: 'Please enter a reason for cancelling',
    });
  });
});
