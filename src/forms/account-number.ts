import { z } from 'zod/mini';

/**
 * An account or card number as typed: spaces and dashes (how people group digits) dropped
 * before `digits` checks what is left.
 */
export const typedAccountNumber = (digits: z.ZodMiniString<string>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/[\s-]/g, '')),
    ),
    digits,
  );
