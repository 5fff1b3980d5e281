import { limits } from '@/config';

/*
 * The six-box code entry of /verify-email as pure functions: the component only maps
 * DOM events to these and focuses the box they name. A code is an array of one-digit
 * strings ('' for an empty box), always `length` long.
 */

export const CODE_LENGTH = limits.verificationCodeLength;

export interface CodeEdit {
  code: string[];
  /** The box to focus next. */
  focus: number;
}

export const emptyCode = (length: number = CODE_LENGTH): string[] => Array.from({ length }, () => '');

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

export const codeToString = (code: readonly string[]): string => code.join('');

export const isCodeComplete = (code: readonly string[]): boolean => code.every((digit) => /^\d$/.test(digit));

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), length - 1);

/** Writes `digits` into the boxes from `start` on; focus goes to the box after the last one written. */
function fillFrom(code: readonly string[], start: number, digits: string): CodeEdit {
  const next = [...code];
  const written = digits.slice(0, code.length - start);
  for (let i = 0; i < written.length; i += 1) next[start + i] = written[i]!;
  return { code: next, focus: clamp(start + written.length, code.length) };
}

/**
 * A paste anywhere in the boxes: stripped to digits, cut to the code length, and written
 * from the first box (a pasted code is the whole code). Nothing usable changes nothing.
 */
export function pasteCode(code: readonly string[], text: string, at = 0): CodeEdit {
  const digits = onlyDigits(text).slice(0, code.length);
  if (!digits) return { code: [...code], focus: clamp(at, code.length) };
  return fillFrom(emptyCode(code.length), 0, digits);
}

/**
 * The new value of box `index` after an input event. Only digits count; a box that
 * already held a digit takes the one just typed; several digits at once (one-time-code
 * autofill, an IME) fill the boxes from this one on.
 */
export function typeIntoBox(code: readonly string[], index: number, value: string): CodeEdit {
  const digits = onlyDigits(value);
  const previous = code[index] ?? '';
  if (value === '') {
    const next = [...code];
    next[index] = '';
    return { code: next, focus: index };
  }
  // A letter, a space, a dash: refused, the box keeps what it had.
  if (digits === '' || (value !== digits && digits === previous)) return { code: [...code], focus: index };
  if (digits.length === 2 && previous !== '') {
    // The old digit plus the new one, on either side of the caret.
    return fillFrom(code, index, digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1));
  }
  return fillFrom(code, index, digits);
}

/**
 * Keys that move or delete: Backspace clears the box, or on an empty box clears and moves
 * to the previous one; Delete clears in place; arrows, Home and End move. Any other key: null.
 */
export function pressKey(code: readonly string[], index: number, key: string): CodeEdit | null {
  const last = code.length - 1;
  switch (key) {
    case 'Backspace': {
      const next = [...code];
      if (next[index]) {
        next[index] = '';
        return { code: next, focus: index };
      }
      if (index === 0) return { code: next, focus: 0 };
      next[index - 1] = '';
      return { code: next, focus: index - 1 };
    }
    case 'Delete': {
      const next = [...code];
      next[index] = '';
      return { code: next, focus: index };
    }
    case 'ArrowLeft':
      return { code: [...code], focus: clamp(index - 1, code.length) };
    case 'ArrowRight':
      return { code: [...code], focus: clamp(index + 1, code.length) };
    case 'Home':
      return { code: [...code], focus: 0 };
    case 'End':
      return { code: [...code], focus: last };
    default:
      return null;
  }
}

/** The simulated check of docs/product.md#validation-rules: any code of exactly six digits is accepted. */
export const isAcceptedCode = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** Seconds as m:ss, e.g. 299 → '4:59', 0 → '0:00'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const verifyMessages = {
  invalid: 'Invalid verification code',
  failed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
} as const;
