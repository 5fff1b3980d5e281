import { describe, expect, it } from 'vitest';
import { safeHref } from '../safe-href';

describe('safeHref', () => {
  it.each([
    ['https://deliveros.ng/track?id=DOS-2026-0012', 'https://deliveros.ng/track?id=DOS-2026-0012'],
    ['http://localhost:8111/api', 'http://localhost:8111/api'],
    ['HTTPS://DeliverOS.ng', 'https://deliveros.ng/'],
    ['mailto:support@deliveros.ng', 'mailto:support@deliveros.ng'],
    ['tel:+2348012345678', 'tel:+2348012345678'],
  ])('lets %s through (as %s)', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox("x")',
    'file:///etc/passwd',
    'blob:https://deliveros.ng/5f0e',
    'ftp://files.example.com/x',
  ])('refuses the dangerous or unexpected scheme in %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });

  it.each([
    '/dashboard',
    'dashboard?tab=wallet',
    '../admin',
    '?tab=wallet',
    '#main',
    '//evil.example.com/phish',
    '\\\\evil.example.com',
  ])('refuses the relative or protocol-relative %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });

  it.each([undefined, null, '', '   ', 'not a url'])('refuses the empty or unparseable %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});
