import { describe, expect, it } from 'vitest';
import {
  codeToString,
  emptyCode,
  formatCountdown,
  isAcceptedCode,
  isCodeComplete,
  onlyDigits,
  pasteCode,
  pressKey,
  typeIntoBox,
} from '../verification-code';

const code = (text: string) => Array.from({ length: 6 }, (_, i) => (text[i] === '_' ? '' : (text[i] ?? '')));
const show = (digits: readonly string[]) => digits.map((d) => d || '_').join('');

describe('verification code entry', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('12a34-56 7')).toBe('1234567');
    expect(onlyDigits('abc')).toBe('');
  });

  describe('paste', () => {
    it('strips to digits, cuts to six and fills from the first box', () => {
      const edit = pasteCode(emptyCode(), '12a34-56789', 3);
      expect(show(edit.code)).toBe('123456');
      expect(edit.focus).toBe(5);
    });

    it('replaces what was there and focuses the box after a short paste', () => {
      const edit = pasteCode(code('987654'), ' 4 2 ');
      expect(show(edit.code)).toBe('42____');
      expect(edit.focus).toBe(2);
    });

    it('changes nothing when the text holds no digit', () => {
      const edit = pasteCode(code('12____'), 'code: none', 2);
      expect(show(edit.code)).toBe('12____');
      expect(edit.focus).toBe(2);
    });
  });

  describe('typing', () => {
    it('writes a digit and moves on', () => {
      const edit = typeIntoBox(emptyCode(), 0, '7');
      expect(show(edit.code)).toBe('7_____');
      expect(edit.focus).toBe(1);
    });

    it('stays on the last box after its digit', () => {
      expect(typeIntoBox(code('12345_'), 5, '6')).toEqual({ code: code('123456'), focus: 5 });
    });

    it.each(['a', ' ', '-', 'é'])('refuses %j in an empty box', (typed) => {
      expect(typeIntoBox(emptyCode(), 2, typed)).toEqual({ code: emptyCode(), focus: 2 });
    });

    it('refuses a letter typed beside a digit and keeps the digit', () => {
      expect(typeIntoBox(code('__4___'), 2, '4x')).toEqual({ code: code('__4___'), focus: 2 });
    });

    it.each([
      ['49', '9'],
      ['94', '9'],
      ['44', '4'],
    ])('replaces the digit of a filled box: %j gives %s', (value, expected) => {
      const edit = typeIntoBox(code('__4___'), 2, value);
      expect(edit.code[2]).toBe(expected);
      expect(edit.focus).toBe(3);
    });

    it('clears a box emptied by the browser', () => {
      expect(typeIntoBox(code('123___'), 1, '')).toEqual({ code: code('1_3___'), focus: 1 });
    });

    it('spreads several digits at once (one-time-code autofill) from the box on', () => {
      expect(typeIntoBox(emptyCode(), 0, '123456')).toEqual({ code: code('123456'), focus: 5 });
      expect(show(typeIntoBox(emptyCode(), 4, '789').code)).toBe('____78');
    });
  });

  describe('keys', () => {
    it('Backspace clears a filled box and stays', () => {
      expect(pressKey(code('123___'), 2, 'Backspace')).toEqual({ code: code('12____'), focus: 2 });
    });

    it('Backspace on an empty box clears the previous one and moves there', () => {
      expect(pressKey(code('123___'), 3, 'Backspace')).toEqual({ code: code('12____'), focus: 2 });
    });

    it('Backspace on the empty first box does nothing', () => {
      expect(pressKey(emptyCode(), 0, 'Backspace')).toEqual({ code: emptyCode(), focus: 0 });
    });

    it('Delete clears in place', () => {
      expect(pressKey(code('123456'), 4, 'Delete')).toEqual({ code: code('1234_6'), focus: 4 });
    });

    it('arrows, Home and End move within the boxes', () => {
      expect(pressKey(code('123___'), 2, 'ArrowLeft')?.focus).toBe(1);
      expect(pressKey(code('123___'), 0, 'ArrowLeft')?.focus).toBe(0);
      expect(pressKey(code('123___'), 2, 'ArrowRight')?.focus).toBe(3);
      expect(pressKey(code('123___'), 5, 'ArrowRight')?.focus).toBe(5);
      expect(pressKey(code('123___'), 4, 'Home')?.focus).toBe(0);
      expect(pressKey(code('123___'), 1, 'End')?.focus).toBe(5);
      expect(pressKey(code('123___'), 2, 'ArrowLeft')?.code).toEqual(code('123___'));
    });

    it('ignores other keys', () => {
      expect(pressKey(code('123___'), 2, 'a')).toBeNull();
      expect(pressKey(code('123___'), 2, 'Tab')).toBeNull();
    });
  });

  it('knows a complete code', () => {
    expect(isCodeComplete(code('123456'))).toBe(true);
    expect(isCodeComplete(code('12345_'))).toBe(false);
    expect(codeToString(code('12_4__'))).toBe('124');
  });

  it('accepts exactly six digits in the simulation', () => {
    expect(isAcceptedCode('123456')).toBe(true);
    expect(isAcceptedCode('000000')).toBe(true);
    expect(isAcceptedCode('12345')).toBe(false);
    expect(isAcceptedCode('1234567')).toBe(false);
    expect(isAcceptedCode('12345a')).toBe(false);
  });

  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [61, '1:01'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
