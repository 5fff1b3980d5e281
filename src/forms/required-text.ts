import { z } from 'zod/mini';
import { tooLongMessage } from '@/api/schemas/common';

/**
 * Trimmed text that must not be blank (whitespace alone counts as missing,
 * docs/product.md#validation-rules), within the contract's limit and in its words, so a form
 * never sends what the API would refuse.
 */
export const requiredText = (missing: string, max: number, tooLong: string = tooLongMessage(max)) =>
  z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
