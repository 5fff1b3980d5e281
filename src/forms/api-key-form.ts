import { z } from 'zod/mini';
import { requiredText } from './required-text';
import { apiKeyLimits, apiKeyModes } from '@/api/schemas/api-keys';

/** Create key: a name (the contract's bound and words) and a mode. */
export const apiKeyFormSchema = z.object({
  name: requiredText('Please enter a name for the key', apiKeyLimits.name.max, apiKeyLimits.name.tooLong),
  mode: z.enum(apiKeyModes),
});
export type ApiKeyFormValues = z.infer<typeof apiKeyFormSchema>;

export const apiKeyDefaults: ApiKeyFormValues = { name: '', mode: 'test' };

export const apiKeyMessages = {
  createFailed: 'Failed to create the API key. Please try again.',
  rollFailed: 'Failed to roll the API key. Please try again.',
  revokeFailed: 'Failed to revoke the API key. Please try again.',
  revoked: 'API key revoked',
  secretWarning: 'Copy it now: this secret will not be shown again.',
} as const;

/** The grace periods Roll offers: how long the old secret keeps working. */
export const graceOptions = [
  { hours: 0, label: 'Now (the old secret stops at once)' },
  { hours: 1, label: 'In 1 hour' },
  { hours: 24, label: 'In 24 hours' },
] as const;
