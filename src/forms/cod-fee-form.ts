import { z } from 'zod/mini';
import { codSettings } from '@/api/schemas/cash-on-delivery';

/*
 * The cash-handling fee (issue 28): a percentage typed as text, read as a number and then
 * checked by the contract's own rules and words (src/api/schemas/cash-on-delivery.ts):
 * "The fee can be at most 10%", "Use at most one decimal place".
 */

export const codFeeMessages = {
  missing: 'Enter a percentage',
  notANumber: 'Enter the fee as a number, e.g. 1.5',
  saved: 'Cash-handling fee saved',
  saveFailed: 'Failed to save the cash-handling fee. Please try again.',
} as const;

/** "1.5", " 2 ", "1.5%" → a number; anything else → NaN. */
export function parsePercent(text: string): number {
  const cleaned = text.replace(/[%\s]/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const codFeeFormSchema = z.object({
  cashHandlingFeePercent: z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, codFeeMessages.missing),
        z.refine((text) => text === '' || !Number.isNaN(parsePercent(text)), codFeeMessages.notANumber),
      ),
      z.transform((text: string) => parsePercent(text)),
    ),
    codSettings.shape.cashHandlingFeePercent,
  ),
});
export type CodFeeFormInput = z.input<typeof codFeeFormSchema>;
export type CodFeeFormValues = z.output<typeof codFeeFormSchema>;

/** The saved fee as the field shows it: "1.5". */
export const codFeeFormValues = (percent: number): CodFeeFormInput => ({ cashHandlingFeePercent: String(percent) });
