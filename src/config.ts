/**
 * Brand and business constants (docs/product.md#constants-and-limits). Every screen, the data
 * layer and the mock API read them from here, never from scattered literals.
 */
export const brand = {
  name: 'DeliverOS',
  tagline: 'the delivery operating system',
  // Issue 24: what exists.
  footerTagline:
    'Run deliveries and routes, get paid in naira, and connect your own systems through the Logistics API.',
  supportEmail: 'support@deliveros.ng',
  phone: '+234 801 234 5678',
  city: 'Lagos',
  country: 'Nigeria',
  trackingPrefix: 'DOS',
} as const;

export const apiConfig = {
  version: 'v1',
  timeoutMs: 30_000,
  /** Total tries of an idempotent GET (first try included). */
  retryTries: 3,
  retryDelayMs: 1_000,
} as const;

export const storageKeys = {
  token: 'deliveros.token',
  refreshToken: 'deliveros.refresh_token',
  balanceHidden: 'deliveros.balance_hidden',
  /** The dashboard's test mode (src/api/mode.ts), per tab. */
  testMode: 'deliveros.test_mode',
} as const;

export const limits = {
  passwordMinLength: 8,
  verificationCodeLength: 6,
  verificationResendSeconds: 300,
  /** Issue 14: a reset link works once, for an hour (the screen says what the server does). */
  resetLinkExpiryHours: 1,
  apiAccessResetMs: 3_000,
  apiAccessReplyHours: 24,
  rotatingPhraseMs: 2_000,
  recentTransactions: 5,
  deliveriesPageSize: 20,
} as const;

export const rotatingPhrases = [
  'Simple Integration',
  'Secure Operations',
  'Efficient Delivery',
  'Fast Scaling',
] as const;
