import { z } from 'zod/mini';
import type { TrackingUpdateRequest } from '@/api/schemas';

/*
 * Where the rider is now: an address, coordinates, or both, and an optional note — checked in
 * plain words before anything is sent (the contract checks the same again).
 */

export const locationTextMaxLength = 300;

const text = z
  .string()
  .check(z.trim(), z.maxLength(locationTextMaxLength, `Please keep this under ${locationTextMaxLength} characters`));

/** A coordinate typed as text: empty, or a number within ±`limit`. */
const coordinate = (limit: number, name: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit),
      `Enter the ${name} as a number between -${limit} and ${limit}`,
    ),
  );

export const updateLocationFormSchema = z
  .object({
    address: text,
    lat: coordinate(90, 'latitude'),
    lng: coordinate(180, 'longitude'),
    note: text,
  })
  .check(
    z.superRefine((values, ctx) => {
      if ((values.lat === '') !== (values.lng === '')) {
        const missing = values.lat === '' ? 'lat' : 'lng';
        ctx.addIssue({ code: 'custom', message: 'Enter both latitude and longitude, or neither', path: [missing] });
      } else if (values.address === '' && values.lat === '') {
        ctx.addIssue({ code: 'custom', message: 'Enter an address or the coordinates', path: ['address'] });
      }
    }),
  );
export type UpdateLocationFormValues = z.infer<typeof updateLocationFormSchema>;

export const updateLocationDefaults: UpdateLocationFormValues = { address: '', lat: '', lng: '', note: '' };

/** The checked form as the contract's request. */
export function toTrackingUpdate(values: UpdateLocationFormValues): TrackingUpdateRequest {
  return {
    ...(values.address ? { address: values.address } : {}),
    ...(values.lat !== '' ? { coordinates: { lat: Number(values.lat), lng: Number(values.lng) } } : {}),
    ...(values.note ? { note: values.note } : {}),
  };
}
