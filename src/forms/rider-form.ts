import { z } from 'zod/mini';
import { requiredText } from './required-text';
import { isNigerianPhone, NIGERIAN_PHONE_MESSAGE } from '@/api/schemas/auth';
import { textMax, tooLongMessage } from '@/api/schemas/common';
import {
  riderTextMax,
  vehicles,
  type CreateRiderRequest,
  type Rider,
  type UpdateRiderRequest,
  type Vehicle,
} from '@/api/schemas/riders';

/*
 * Add / edit a rider (issue 27): a name, a Nigerian phone, the vehicle and, optionally, its
 * plate — the contract's bounds (src/api/schemas/riders.ts) in the form's words, so the form
 * never sends what the API would refuse. Whitespace alone counts as missing (docs/product.md#validation-rules).
 */

export const riderFormMessages = {
  name: 'Please enter the rider’s name',
  phone: 'Please enter the rider’s phone number',
  vehicle: 'Choose the rider’s vehicle',
  plate: 'Use letters, digits, spaces and dashes',
} as const;

export const riderFormSchema = z.object({
  name: requiredText(riderFormMessages.name, riderTextMax.name),
  phone: requiredText(riderFormMessages.phone, textMax.phone).check(
    z.refine((value) => value === '' || isNigerianPhone(value), NIGERIAN_PHONE_MESSAGE),
  ),
  vehicle: z.enum(vehicles, riderFormMessages.vehicle),
  plate: z
    .string()
    .check(
      z.trim(),
      z.maxLength(riderTextMax.plate, tooLongMessage(riderTextMax.plate)),
      z.regex(/^[A-Za-z0-9 -]*$/, riderFormMessages.plate),
    ),
});
export type RiderFormValues = z.infer<typeof riderFormSchema>;
/** What the fields hold before the schema checks them (the vehicle select may hold anything). */
export type RiderFormInput = z.input<typeof riderFormSchema>;

/** The vehicles in words, in the contract's order. */
export const vehicleLabels: Record<Vehicle, string> = {
  bike: 'Motorbike',
  car: 'Car',
  van: 'Van',
  tricycle: 'Tricycle (keke)',
};

export const riderFormDefaults: RiderFormValues = { name: '', phone: '', vehicle: 'bike', plate: '' };

/** The rider being edited as the form's starting values. */
export const riderFormValuesOf = (rider: Rider): RiderFormValues => ({
  name: rider.name,
  phone: rider.phone,
  vehicle: rider.vehicle,
  plate: rider.plate ?? '',
});

/** A new rider: no plate rather than an empty one. */
export const createRiderRequestOf = ({ plate, ...rest }: RiderFormValues): CreateRiderRequest => ({
  ...rest,
  ...(plate ? { plate } : {}),
});

/** An edit sends every field: an empty plate removes the rider's plate. */
export const updateRiderRequestOf = (values: RiderFormValues): UpdateRiderRequest => ({ ...values });

/** A refusal names its field as the contract spells it (`phone: Another rider …`): under that field. */
export const riderRefusalFields = { name: 'name', phone: 'phone', vehicle: 'vehicle', plate: 'plate' } as const;

export const riderMessages = {
  added: 'Rider added',
  saved: 'Rider saved',
  archived: 'Rider archived',
  restored: 'Rider restored',
  createFailed: 'Failed to add the rider. Please try again.',
  updateFailed: 'Failed to save the rider. Please try again.',
  dutyFailed: 'Failed to change the rider’s duty. Please try again.',
  archiveFailed: 'Failed to archive the rider. Please try again.',
  restoreFailed: 'Failed to restore the rider. Please try again.',
  assignFailed: 'Failed to assign the rider. Please try again.',
} as const;
