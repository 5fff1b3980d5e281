import type { z } from 'zod/mini';
import { setCompanyNameRequest } from '@/api/schemas/partner';

/** The onboarding step's one field: the contract's own rules and words (src/api/schemas/partner.ts). */
export const companyNameFormSchema = setCompanyNameRequest;
export type CompanyNameFormValues = z.infer<typeof companyNameFormSchema>;

export const companyNameDefaults: CompanyNameFormValues = { companyName: '' };

export const companyNameMessages = {
  saved: 'Company name saved',
  failed: 'Failed to save your company name. Please try again.',
} as const;
