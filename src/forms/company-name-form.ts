import { z } from 'zod/mini';
import { companyNameRules } from '@/api/schemas/partner';

/** The onboarding step's one field, with the words the API refuses with (src/api/schemas/partner.ts). */
export const companyNameFormSchema = z.object({
  companyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, companyNameRules.missing),
      z.minLength(companyNameRules.min, companyNameRules.tooShort),
      z.maxLength(companyNameRules.max, companyNameRules.tooLong),
    ),
});
export type CompanyNameFormValues = z.infer<typeof companyNameFormSchema>;

export const companyNameDefaults: CompanyNameFormValues = { companyName: '' };

export const companyNameMessages = {
  saved: 'Company name saved',
  failed: 'Failed to save your company name. Please try again.',
} as const;
