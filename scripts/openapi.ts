import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
// zod's English messages: the 400 examples quote what the mock really answers.
import '@/zod-locale';
import { apiAccessEndpoints } from '@/api/contract/api-access';
import { authEndpoints } from '@/api/contract/auth';
import { billingEndpoints } from '@/api/contract/billing';
import { deliveryEndpoints } from '@/api/contract/deliveries';
import { deliveryAttentionEndpoints } from '@/api/contract/delivery-attention';
import { deliveryRouteEndpoints } from '@/api/contract/delivery-routes';
import { partnerEndpoints } from '@/api/contract/partner';
import { payoutEndpoints } from '@/api/contract/payouts';
import { statisticsEndpoints } from '@/api/contract/statistics';
import { walletEndpoints } from '@/api/contract/wallet';
import { walletMovementEndpoints } from '@/api/contract/wallet-movements';
import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';
import * as barrelSchemas from '@/api/schemas';
import { fromWire, snakeizeKeys, toSnake } from '@/api/schemas/common';
import * as attentionSchemas from '@/api/schemas/delivery-attention';
import * as payoutSchemas from '@/api/schemas/payouts';
import * as movementSchemas from '@/api/schemas/wallet-movements';
import { MAX_JSON_DEPTH } from '@mocks/http';
import packageJson from '../package.json';

/*
 * The OpenAPI 3.1 reference of the DeliverOS API, generated from the contract
 * (src/api/endpoints.ts and its schemas) — never written by hand:
 *   tsx scripts/openapi.ts           writes docs/openapi.json (`npm run openapi`)
 *   tsx scripts/openapi.ts --check   exits 1 when docs/openapi.json is not what the contract generates
 * It describes the WIRE: snake_case keys (the app's schemas are camelCase; `toWire`/`fromWire`
 * convert keys, never values) and the `{ success, data, message?, code? }` envelope around every
 * reply. Bodies and queries are converted as zod reads them (io 'input': defaults make a field
 * optional, coercion accepts the query's text), replies as the server writes them (io 'output').
 * Named schemas (every exported object schema of src/api/schemas) become components.
 * The mock serves the committed file at GET /api/openapi.json; the app's /api-docs page reads it.
 */

export const docPath = path.join(import.meta.dirname, '..', 'docs', 'openapi.json');
export const apiServer = 'http://localhost:8111';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonSchema = { [key: string]: Json };

/** The contract's files, by domain (the file's name): each one an OpenAPI tag. */
export const domains = {
  auth: {
    title: 'Authentication',
    description: 'Sign-up, sign-in, token refresh and sign-out, password reset.',
    endpoints: authEndpoints,
  },
  'api-access': {
    title: 'API access requests',
    description: 'Businesses ask for API access; any signed-in user may review the requests.',
    endpoints: apiAccessEndpoints,
  },
  deliveries: {
    title: 'Deliveries',
    description: 'A partner’s deliveries, their status workflow, live tracking and what needs attention.',
    endpoints: { ...deliveryAttentionEndpoints, ...deliveryEndpoints },
  },
  wallet: {
    title: 'Wallet',
    description: 'Balance, transaction history and earnings statistics, in naira.',
    endpoints: walletEndpoints,
  },
  'wallet-movements': {
    title: 'Money movements',
    description:
      'Top-ups, withdrawals and transfers: each one needs an Idempotency-Key, and is refused whole or done whole.',
    endpoints: walletMovementEndpoints,
  },
  payouts: {
    title: 'Banks and payout accounts',
    description: 'Nigerian banks (CBN codes), name enquiry and the partner’s own accounts that withdrawals go to.',
    endpoints: payoutEndpoints,
  },
  'delivery-routes': {
    title: 'Delivery routes',
    description: 'The routes a partner serves, with their base prices.',
    endpoints: deliveryRouteEndpoints,
  },
  partner: {
    title: 'Partner',
    description: 'The partner’s profile and notification settings.',
    endpoints: partnerEndpoints,
  },
  billing: {
    title: 'Billing',
    description: 'Billing details and payment methods.',
    endpoints: billingEndpoints,
  },
  statistics: {
    title: 'Statistics',
    description: 'Delivery counts and performance over a period.',
    endpoints: statisticsEndpoints,
  },
} as const satisfies Record<string, { title: string; description: string; endpoints: Record<string, EndpointDef> }>;

/** One line per endpoint; a new endpoint without one gets its name in words. */
const summaries: Partial<Record<EndpointName, string>> = {
  signUp: 'Create a partner account',
  signIn: 'Sign in',
  refresh: 'Refresh the session',
  me: 'Get the signed-in user',
  signOut: 'Sign out',
  forgotPassword: 'Ask for a password reset link',
  resetPassword: 'Set a new password',
  verifyEmail: 'Verify an account with the support code',
  createApiAccessRequest: 'Request API access',
  listApiAccessRequests: 'List API access requests',
  getApiAccessRequest: 'Get an API access request',
  updateApiAccessRequest: 'Review an API access request',
  createDelivery: 'Create a delivery',
  createDeliveries: 'Create up to 100 deliveries at once',
  listDeliveries: 'List deliveries',
  getDelivery: 'Get a delivery',
  getDeliveryTracking: 'Get a delivery’s tracking',
  acceptDelivery: 'Accept a delivery',
  rejectDelivery: 'Reject a delivery',
  updateDeliveryStatus: 'Move a delivery along its workflow',
  cancelDelivery: 'Cancel a delivery',
  updateTracking: 'Report where a delivery is',
  getWallet: 'Get the wallet balance',
  listTransactions: 'List wallet transactions',
  getTransaction: 'Get a transaction',
  getWalletStatistics: 'Get wallet statistics',
  topUp: 'Add money to the wallet',
  transfer: 'Send money to another partner',
  withdraw: 'Withdraw to a payout account',
  resolveRecipient: 'Look up a transfer’s recipient',
  listBanks: 'List banks',
  resolveBankAccount: 'Name enquiry: who holds an account',
  listPayoutAccounts: 'List payout accounts',
  createPayoutAccount: 'Save a payout account',
  setDefaultPayoutAccount: 'Make a payout account the default',
  deletePayoutAccount: 'Remove a payout account',
  listDeliveryRoutes: 'List delivery routes',
  createDeliveryRoute: 'Create a delivery route',
  updateDeliveryRoute: 'Update a delivery route',
  deleteDeliveryRoute: 'Delete a delivery route',
  toggleDeliveryRoute: 'Switch a delivery route on or off',
  getPartnerProfile: 'Get the partner profile',
  updatePartnerProfile: 'Update the partner profile',
  getPartnerSettings: 'Get notification settings',
  updatePartnerSettings: 'Update notification settings',
  getBillingInfo: 'Get billing details',
  updateBillingInfo: 'Update billing details',
  listPaymentMethods: 'List payment methods',
  createPaymentMethod: 'Add a payment method',
  updatePaymentMethod: 'Update a payment method',
  deletePaymentMethod: 'Remove a payment method',
  getDeliveryStatistics: 'Get delivery statistics',
  getPerformance: 'Get performance over a period',
};

/** What the contract's table does not say, from docs/api-contract.md. */
const descriptions: Partial<Record<EndpointName, string>> = {
  signUp:
    'Does not sign in. The new account is unverified: its first sign-in needs the verification code from DeliverOS support (123456 on the mock).',
  signIn:
    'Answers an access token (15 minutes on the mock) and a refresh token. An unverified account sends `verification_code`. Five failed attempts for an e-mail within 15 minutes lock it for the rest of the window (429 with `Retry-After`).',
  refresh:
    'No body: the refresh token is the bearer. Rotation: the previous access token and refresh token stop working.',
  signOut: 'Ends the session the token belongs to; the partner’s other sessions stay signed in.',
  forgotPassword: 'Answers the same whether or not the address has an account.',
  resetPassword:
    'With the token of the e-mailed link (single use, valid for an hour): the password changes and every session of the account is signed out.',
  verifyEmail:
    'The code comes from DeliverOS support (123456 on the mock). A wrong code and an address without an account get the same refusal; failures count toward the sign-in limit (5 in 15 minutes).',
  listApiAccessRequests: 'Newest first. The product has no staff role: any signed-in user may list and review.',
  updateApiAccessRequest: 'Any status may be set; a non-blank note replaces the previous one.',
  createDelivery:
    'Status `pending`, the next tracking number (`DOS-{year}-{sequence}`), and a first tracking event at `from`.',
  createDeliveries:
    'All or none: every delivery of the body is checked before any is created (a 400 names the first that does not fit, e.g. `deliveries.3.price`). Each is created as `POST /api/deliveries` creates one, with consecutive tracking numbers in the body’s order; the reply lists them in that order. 1 to 100 deliveries a request (the CSV import sends a file 100 rows at a time).',
  listDeliveries:
    'Newest first unless `sort` and `order` say otherwise. `search` matches the tracking number, the customer, the description, the items and the places, case-insensitively; `counts` has a key for every status and ignores `status`.',
  acceptDelivery: 'Only from `pending`. The body may be `{}`.',
  rejectDelivery: 'Only from `pending`; the reason becomes the tracking event’s note.',
  updateDeliveryStatus:
    '`picked-up` from `accepted`, `in-transit` from `picked-up`, `delivered` from `in-transit` (which pays the price less the 10% platform fee into the wallet). The event carries the server’s clock.',
  cancelDelivery: 'Only from `pending` or `accepted`.',
  updateTracking: 'Adds an event at that location; the status does not change. Only while `picked-up` or `in-transit`.',
  listTransactions:
    'Newest first. `from` and `to` are calendar days in Africa/Lagos, both included; `search` matches a reference or the description.',
  topUp: 'By card: completed at once. By bank transfer: pending until the transfer arrives.',
  withdraw:
    'The amount plus the NIP fee (₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above) leave the balance at once; the withdrawal is pending until the bank answers, and a refused one is refunded.',
  transfer: 'Free, completed at once, never to oneself.',
  resolveRecipient: 'Whose wallet a transfer to this e-mail would reach.',
  resolveBankAccount: 'The name the bank holds for a NUBAN (name enquiry).',
  createPayoutAccount:
    'After a name enquiry; the first account is the default. At most 10 accounts, each bank and number once.',
  deletePayoutAccount: 'Deleting the default makes the newest remaining account the default.',
  createPaymentMethod: 'The full number is never stored: only its last four digits.',
};

interface Refusal {
  status: number;
  code: string;
  message: string;
}

const refusal = (status: number, code: string, message: string): Refusal => ({ status, code, message });
const notFound = (what: string) => refusal(404, 'NOT_FOUND', `${what} not found`);
const invalidTransition = (example: string) => refusal(409, 'INVALID_STATUS_TRANSITION', example);
const walletLimit = refusal(422, 'WALLET_LIMIT', 'That would take your wallet past its limit of ₦1,000,000,000');
const unknownBank = refusal(400, 'UNKNOWN_BANK', 'bank_code: Choose a bank from the list');
const accountNotFound = refusal(422, 'ACCOUNT_NOT_FOUND', 'No account found with that number at Guaranty Trust Bank');

/** Each endpoint's own refusals (the handlers' rules), besides those every endpoint of its kind has. */
const refusals: Partial<Record<EndpointName, Refusal[]>> = {
  signUp: [
    refusal(400, 'VALIDATION_ERROR', 'Password must be at least 8 characters long'),
    refusal(409, 'EMAIL_TAKEN', 'An account with this email already exists'),
  ],
  signIn: [
    refusal(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    refusal(403, 'VERIFICATION_REQUIRED', 'Account not verified. Enter the verification code from DeliverOS support.'),
    refusal(
      403,
      'INVALID_VERIFICATION_CODE',
      'Invalid verification code. Check the code from DeliverOS support and try again.',
    ),
    refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Try again in 15 minutes.'),
  ],
  resetPassword: [refusal(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired')],
  verifyEmail: [
    refusal(400, 'INVALID_VERIFICATION_CODE', 'Invalid verification code'),
    refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Try again in 15 minutes.'),
  ],
  getApiAccessRequest: [notFound('API access request')],
  updateApiAccessRequest: [notFound('API access request')],
  getDelivery: [notFound('Delivery')],
  getDeliveryTracking: [notFound('Delivery')],
  acceptDelivery: [notFound('Delivery'), invalidTransition('Cannot accept a delivery that is delivered')],
  rejectDelivery: [notFound('Delivery'), invalidTransition('Cannot reject a delivery that is accepted')],
  updateDeliveryStatus: [
    notFound('Delivery'),
    invalidTransition('Cannot mark a delivery as delivered while it is accepted; it must be in-transit first'),
  ],
  cancelDelivery: [notFound('Delivery'), invalidTransition('Cannot cancel a delivery that is picked-up')],
  updateTracking: [notFound('Delivery'), invalidTransition('Cannot update the location of a delivery that is pending')],
  getTransaction: [notFound('Transaction')],
  listTransactions: [refusal(400, 'VALIDATION_ERROR', 'to: The last day must not be before the first')],
  topUp: [walletLimit],
  withdraw: [refusal(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance'), notFound('Payout account')],
  transfer: [
    refusal(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance'),
    refusal(400, 'SELF_TRANSFER', 'You cannot send money to yourself'),
    refusal(404, 'RECIPIENT_NOT_FOUND', 'No DeliverOS partner uses that e-mail'),
    { ...walletLimit, message: 'That would take the recipient’s wallet past its limit of ₦1,000,000,000' },
  ],
  resolveRecipient: [
    refusal(400, 'SELF_TRANSFER', 'You cannot send money to yourself'),
    refusal(404, 'RECIPIENT_NOT_FOUND', 'No DeliverOS partner uses that e-mail'),
  ],
  resolveBankAccount: [unknownBank, accountNotFound],
  createPayoutAccount: [
    unknownBank,
    refusal(409, 'DUPLICATE_ACCOUNT', 'You have already saved this account'),
    accountNotFound,
    refusal(422, 'TOO_MANY_ACCOUNTS', 'You can save up to 10 bank accounts: delete one first'),
  ],
  setDefaultPayoutAccount: [notFound('Payout account')],
  deletePayoutAccount: [notFound('Payout account')],
  updateDeliveryRoute: [notFound('Route')],
  deleteDeliveryRoute: [notFound('Route')],
  toggleDeliveryRoute: [notFound('Route')],
  updatePartnerProfile: [refusal(409, 'EMAIL_TAKEN', 'An account with this email already exists')],
  updatePaymentMethod: [
    refusal(
      400,
      'DEFAULT_PAYMENT_METHOD_REQUIRED',
      'A default payment method is required: make another method the default instead',
    ),
    notFound('Payment method'),
  ],
  deletePaymentMethod: [notFound('Payment method')],
};

/** Path parameters' examples: real ids of the demo partner's seeded records (mocks/seed.ts). */
export const pathExamples: ReadonlyArray<readonly [prefix: string, id: string]> = [
  ['/api/tracking/', 'dlv_0007'],
  ['/api/deliveries/', 'dlv_0001'],
  ['/api/wallet/transactions/', 'txn_01'],
  ['/api/routes/', 'rte_lekki_ikeja'],
  ['/api/payout-accounts/', 'pa_demo_gtbank'],
  ['/api/payment-methods/', 'pm_gtbank'],
  // The seed has no API access requests: POST one first, and use the id it answers.
  ['/api/requests/api-access/', 'req_1a2b'],
];

/**
 * Example values by wire field (`operation:path`, then `path`, then the field's name), used
 * when their JSON type fits the field: the demo partner's own data, so examples work on the mock.
 */
const exampleValues: Record<string, Json> = {
  'signUp:email': 'ada@swiftriders.ng',
  'signUp:password': 'Sup3rSecret!',
  'signUp:confirm_password': 'Sup3rSecret!',
  'createApiAccessRequest:email': 'dev@ekoexpress.ng',
  'updateDeliveryRoute:from': 'Lekki',
  'updateDeliveryRoute:to': 'Victoria Island',
  'createPaymentMethod:account_number': '4111111111111111',
  'createPaymentMethod:type': 'card',
  'createPaymentMethod:provider': 'Visa',
  'createPayoutAccount:account_number': '0123456785',
  'resolveRecipient:email': 'chidi@riders.ng',
  'verifyEmail:email': 'new@example.com',
  'verifyEmail:code': '123456',
  'listDeliveries:status': 'pending',
  'listTransactions:search': 'TRX-',
  'listTransactions:from': '2026-11-01',
  'listTransactions:to': '2026-11-30',
  'listDeliveries:from': '2026-11-01',
  'listDeliveries:to': '2026-11-30',
  'listDeliveries:search': 'laptop',
  'createApiAccessRequest:reason': 'Live tracking and payouts in our checkout',
  'customer.email': 'chioma.nwosu@example.com',
  'customer.name': 'Chioma Nwosu',
  'customer.phone': '+234 803 555 0101',
  'from.address': '12 Admiralty Way, Lekki Phase 1',
  'to.address': '5 Awolowo Road, Ikoyi',
  email: 'demo@example.com',
  password: 'Partner123!',
  confirm_password: 'Sup3rSecret!',
  new_password: 'Sup3rSecret!',
  token: 'the-token-from-the-reset-link',
  remember_me: true,
  accept_terms: true,
  first_name: 'Ada',
  last_name: 'Okafor',
  phone: '+234 803 123 4567',
  company_name: 'Swift Riders Ltd',
  business_name: 'Eko Express',
  location: 'Lagos, Nigeria',
  reason: 'Customer asked to cancel',
  note: 'Left with the receptionist',
  address: '14 Herbert Macaulay Way, Yaba',
  city: 'Lagos',
  country: 'Nigeria',
  tax_id: 'TIN-20481632',
  lat: 6.4541,
  lng: 3.4256,
  description: 'Laptop and accessories',
  items: ['Laptop', 'Charger'],
  price: 8500,
  base_price: 3500,
  amount: 5000,
  from: 'Lekki',
  to: 'Ikeja',
  estimated_time: '2–4 hours',
  special_instructions: 'Call on arrival',
  bank_code: '058',
  account_number: '0100646789',
  account_name: 'Swift Riders Ltd',
  provider: 'GTBank',
  payout_account_id: 'pa_demo_gtbank',
  recipient_email: 'chidi@riders.ng',
  page: 1,
  limit: 20,
};
const exampleDateTime = '2026-12-01T15:30:00.000Z';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const sentence = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every exported object schema of src/api/schemas, under its export's name in PascalCase. */
function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  const seen = new Set<unknown>();
  for (const module of [barrelSchemas, attentionSchemas, payoutSchemas, movementSchemas]) {
    for (const [name, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodMiniType) || seen.has(value)) continue;
      seen.add(value);
      if (value._zod.def.type === 'object') registry.add(value, { id: pascal(name) });
    }
  }
  return registry;
}

/**
 * The wire's view of a JSON schema zod generated: snake_case property names (as `toWire`
 * writes them), component references, no `$schema`, and no `additionalProperties: false` —
 * both sides drop keys they do not know, so a reply may gain fields.
 */
function wireSchema(node: unknown): Json {
  if (Array.isArray(node)) return node.map(wireSchema);
  if (!isRecord(node)) return node as Json;
  const properties = isRecord(node.properties) ? node.properties : null;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    if (key === 'properties' && properties) {
      out.properties = Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [toSnake(name), wireSchema(schema)]),
      );
    } else if (key === 'required' && Array.isArray(value) && properties) {
      out.required = (value as unknown[]).map((name) =>
        typeof name === 'string' && name in properties ? toSnake(name) : name,
      ) as Json;
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/$defs/', '#/components/schemas/');
    } else if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') {
      // Values are never renamed, but an object's keys are (snakeizeKeys is what toWire applies).
      out[key] = snakeizeKeys(value) as Json;
    } else {
      out[key] = wireSchema(value);
    }
  }
  return out;
}

const stable = (value: unknown) => JSON.stringify(value);

/** Renames `$ref`s to one component throughout a schema. */
function renameRef(node: Json, from: string, to: string): Json {
  if (Array.isArray(node)) return node.map((item) => renameRef(item, from, to));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && value === `#/components/schemas/${from}`
        ? `#/components/schemas/${to}`
        : renameRef(value, from, to),
    ]),
  );
}

class SchemaConverter {
  readonly components = new Map<string, Json>();
  private readonly registry = namedSchemas();
  private readonly plain = z.registry<{ id: string }>();

  /** A zod schema as the wire's JSON schema; named sub-schemas go to the components. */
  convert(schema: z.ZodMiniType, io: 'input' | 'output', { inline = false } = {}): JsonSchema {
    const generated = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      metadata: inline ? this.plain : this.registry,
      target: 'draft-2020-12',
    });
    const { $defs, ...rest } = generated as Record<string, unknown>;
    let root = wireSchema(rest);
    const defs = isRecord($defs) ? Object.entries($defs).map(([name, def]) => [name, wireSchema(def)] as const) : [];
    // The same schema may read differently as input (defaults optional) and as output.
    const renames: Array<[string, string]> = [];
    for (const [name] of defs) {
      const def = defs.find(([n]) => n === name)?.[1] ?? null;
      const existing = this.components.get(name);
      if (existing !== undefined && stable(existing) !== stable(def)) {
        renames.push([name, `${name}${io === 'input' ? 'Input' : 'Output'}`]);
      }
    }
    const rename = (node: Json) => renames.reduce((acc, [from, to]) => renameRef(acc, from, to), node);
    root = rename(root);
    for (const [name, def] of defs) {
      const target = renames.find(([from]) => from === name)?.[1] ?? name;
      const renamed = rename(def);
      const existing = this.components.get(target);
      if (existing !== undefined && stable(existing) !== stable(renamed)) {
        throw new Error(`Two different schemas want the component name ${target}`);
      }
      this.components.set(target, renamed);
    }
    return root as JsonSchema;
  }

  resolve(schema: Json): JsonSchema {
    if (isRecord(schema) && typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = this.components.get(name);
      if (!isRecord(target)) throw new Error(`Unresolved ${schema.$ref}`);
      return this.resolve(target);
    }
    return isRecord(schema) ? schema : {};
  }

  /** An example value for a wire schema: the example table first, then what the schema allows. */
  example(schema: Json, operation: string, at: string[] = []): Json {
    const resolved = this.resolve(schema);
    const dotted = at.join('.');
    const name = at.at(-1);
    for (const key of [`${operation}:${dotted}`, dotted, name]) {
      if (key === undefined || !(key in exampleValues)) continue;
      const value = exampleValues[key] ?? null;
      const pattern = typeof resolved.pattern === 'string' ? new RegExp(resolved.pattern) : null;
      if (fitsType(value, resolved) && !(pattern && typeof value === 'string' && !pattern.test(value))) return value;
    }
    if ('const' in resolved) return resolved.const ?? null;
    if (resolved.default !== undefined) return resolved.default;
    if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return resolved.enum[0] ?? null;
    switch (resolved.type) {
      case 'object': {
        const properties = isRecord(resolved.properties) ? resolved.properties : {};
        const required = Array.isArray(resolved.required) ? resolved.required : [];
        // A partial update (nothing required) shows every field; otherwise the required ones.
        const shown = Object.keys(properties).filter((key) => required.length === 0 || required.includes(key));
        return Object.fromEntries(
          shown.map((key) => [key, this.example(properties[key] as Json, operation, [...at, key])]),
        );
      }
      case 'array':
        return [this.example(resolved.items ?? {}, operation, [...at, '[]'])];
      case 'string':
        if (resolved.format === 'date-time') return exampleDateTime;
        if (resolved.format === 'email') return 'demo@example.com';
        return 'text';
      case 'integer':
      case 'number':
        if (typeof resolved.minimum === 'number') return resolved.minimum;
        if (typeof resolved.exclusiveMinimum === 'number') return resolved.exclusiveMinimum + 1;
        return 1;
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return null;
    }
  }
}

function fitsType(value: Json, schema: JsonSchema): boolean {
  const type = schema.type;
  if (Array.isArray(value)) return type === 'array';
  if (value === null) return type === 'null';
  if (typeof value === 'object') return type === 'object';
  if (typeof value === 'number') return type === 'number' || (type === 'integer' && Number.isInteger(value));
  return typeof value === type;
}

/** How the mock words a body or query that does not fit (mocks/http.ts `validationError`). */
function validationMessage(schema: z.ZodMiniType, candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    const parsed = fromWire(schema, candidate);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0];
    if (!issue) continue;
    const where = issue.path.length ? `${issue.path.map((part) => toSnake(String(part))).join('.')}: ` : '';
    return `${where}${issue.message}`;
  }
  return null;
}

const errorEnvelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

const statusTitles: Record<number, string> = {
  400: 'Bad request: the input does not fit, or a rule refuses it',
  401: 'Not signed in, or the token has expired',
  403: 'Forbidden',
  404: 'Not found (another partner’s record is as absent as a missing one)',
  409: 'Conflict with the record’s current state',
  422: 'The request is valid, but cannot be done',
  429: 'Too many attempts',
};

const refusalKey = (r: Refusal) => `${r.status} ${r.code} ${r.message}`;

/**
 * The refusals of one operation, by status: the error envelope and an example of each. An
 * example that several operations share is a component (`shared`: its key → the component's name).
 */
function errorResponses(refusals: Refusal[], shared: ReadonlyMap<string, string>) {
  const byStatus = new Map<number, Refusal[]>();
  for (const r of refusals) {
    const list = byStatus.get(r.status) ?? [];
    if (!list.some((other) => refusalKey(other) === refusalKey(r))) list.push(r);
    byStatus.set(r.status, list);
  }
  const responses: JsonSchema = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const list = byStatus.get(status) ?? [];
    const codes = [...new Set(list.map((r) => r.code))];
    const examples: JsonSchema = {};
    for (const r of list) {
      let key = r.code;
      for (let n = 2; key in examples; n += 1) key = `${r.code}_${n}`;
      const component = shared.get(refusalKey(r));
      examples[key] = component ? { $ref: `#/components/examples/${component}` } : refusalExample(r);
    }
    responses[String(status)] = {
      description: `${statusTitles[status] ?? 'Refused'}: ${codes.join(', ')}`,
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds until the next attempt may succeed',
                schema: { type: 'integer', minimum: 1 },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: errorEnvelopeRef, examples } },
    };
  }
  return responses;
}

const refusalExample = (r: Refusal): Json => ({
  summary: r.message,
  value: { success: false, data: null, message: r.message, code: r.code },
});

const successEnvelope = (data: Json): JsonSchema => ({
  type: 'object',
  properties: {
    success: { type: 'boolean', const: true },
    data,
    message: { type: 'string' },
  },
  required: ['success', 'data'],
});

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The OpenAPI 3.1 document the contract describes (deterministic: the same contract, the same text). */
export function buildOpenApi(): JsonSchema {
  const converter = new SchemaConverter();
  const paths: Record<string, JsonSchema> = {};
  const tags: Json[] = [];
  const operations: Array<{ operation: JsonSchema; success: JsonSchema; refusals: Refusal[] }> = [];

  for (const [domain, { title, description, endpoints: domainEndpoints }] of Object.entries(domains)) {
    tags.push({ name: domain, 'x-displayName': title, description });
    for (const [operationId, def] of Object.entries(domainEndpoints) as Array<[EndpointName, EndpointDef]>) {
      const parameters: Json[] = [];
      for (const [, name] of def.path.matchAll(/:([A-Za-z]+)/g)) {
        const example = pathExamples.find(([prefix]) => def.path.startsWith(prefix))?.[1] ?? 'id';
        parameters.push({
          name: toSnake(name ?? ''),
          in: 'path',
          required: true,
          description: 'The record’s id',
          schema: { type: 'string', minLength: 1 },
          example,
        });
      }
      const generic: Refusal[] = [];
      if (def.query) {
        const query = converter.convert(def.query, 'input', { inline: true });
        const properties = isRecord(query.properties) ? query.properties : {};
        const required = Array.isArray(query.required) ? query.required : [];
        for (const [name, schema] of Object.entries(properties)) {
          const { description: fieldDescription, ...rest } = isRecord(schema) ? schema : {};
          parameters.push({
            name,
            in: 'query',
            required: required.includes(name),
            ...(typeof fieldDescription === 'string' ? { description: fieldDescription } : {}),
            schema: rest as Json,
            example: converter.example(schema, operationId, [name]),
          });
        }
        const message = validationMessage(def.query, [
          {},
          ...Object.keys(properties).map((name) => ({ [name]: 'not-valid' })),
        ]);
        if (message) generic.push(refusal(400, 'VALIDATION_ERROR', message));
      }
      if (def.idempotent) {
        parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
        generic.push(refusal(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key header is required'));
      }

      let requestBody: JsonSchema | undefined;
      if (def.body) {
        const schema = converter.convert(def.body, 'input');
        const resolved = converter.resolve(schema);
        const required = Array.isArray(resolved.required) && resolved.required.length > 0;
        requestBody = {
          required,
          content: { 'application/json': { schema, example: converter.example(schema, operationId) } },
        };
        const message = validationMessage(def.body, [{}, []]);
        if (message) generic.push(refusal(400, 'VALIDATION_ERROR', message));
        generic.push(
          refusal(400, 'INVALID_JSON', 'The request body is not valid JSON'),
          refusal(400, 'JSON_TOO_DEEP', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`),
        );
      }
      if (def.auth === 'user') {
        generic.push(
          refusal(401, 'UNAUTHORIZED', 'Authentication required'),
          refusal(401, 'TOKEN_EXPIRED', 'Your session has expired'),
        );
      } else if (def.auth === 'refresh') {
        generic.push(
          refusal(401, 'UNAUTHORIZED', 'Authentication required'),
          refusal(401, 'REFRESH_EXPIRED', 'Your session has expired. Please sign in again.'),
        );
      }
      const own = refusals[operationId] ?? [];
      if (def.path.includes(':') && !own.some((r) => r.status === 404)) generic.push(notFound('Record'));
      // Every request may be refused as malformed HTTP (the HTTP mock checks the Host first).
      const all = [refusal(400, 'BAD_REQUEST', 'The Host header is missing or malformed'), ...generic, ...own];

      const status = def.status ?? 200;
      const operation: JsonSchema = {
        operationId,
        tags: [domain],
        summary: summaries[operationId] ?? sentence(operationId),
        ...(descriptions[operationId] ? { description: descriptions[operationId] } : {}),
        security: def.auth === 'public' ? [] : def.auth === 'refresh' ? [{ refreshToken: [] }] : [{ accessToken: [] }],
        ...(parameters.length ? { parameters } : {}),
        ...(requestBody ? { requestBody } : {}),
      };
      const success = {
        [String(status)]: {
          description: status === 201 ? 'Created' : 'OK',
          content: { 'application/json': { schema: successEnvelope(converter.convert(def.reply, 'output')) } },
        },
      };
      operations.push({ operation, success, refusals: all });
      const key = openApiPath(def.path);
      paths[key] = { ...paths[key], [def.method.toLowerCase()]: operation };
    }
  }

  // A refusal that several operations give, with the only message its code has, is a
  // component named after its code (UNAUTHORIZED, INVALID_JSON…); the others stay inline.
  const uses = new Map<string, { refusal: Refusal; count: number }>();
  for (const { refusals: list } of operations) {
    for (const r of new Map(list.map((item) => [refusalKey(item), item])).values()) {
      const entry = uses.get(refusalKey(r)) ?? { refusal: r, count: 0 };
      entry.count += 1;
      uses.set(refusalKey(r), entry);
    }
  }
  const messagesOf = (code: string) => [...uses.values()].filter(({ refusal: r }) => r.code === code).length;
  const shared = new Map<string, string>();
  const examples: JsonSchema = {};
  for (const [key, { refusal: r, count }] of uses) {
    if (count < 2 || messagesOf(r.code) > 1) continue;
    examples[r.code] = refusalExample(r);
    shared.set(key, r.code);
  }
  for (const { operation, success, refusals: list } of operations) {
    operation.responses = { ...success, ...errorResponses(list, shared) };
  }

  const schemas: JsonSchema = {
    ErrorEnvelope: {
      type: 'object',
      description: 'Every refusal: a 4xx status with this body; `message` is a sentence the UI shows as it is.',
      properties: {
        success: { type: 'boolean', const: false },
        data: { type: 'null' },
        message: { type: 'string' },
        code: { type: 'string' },
      },
      required: ['success', 'data', 'message', 'code'],
    },
  };
  for (const name of [...converter.components.keys()].sort()) schemas[name] = converter.components.get(name) ?? {};

  return {
    openapi: '3.1.1',
    info: {
      title: 'DeliverOS Logistics API',
      version: packageJson.version,
      summary: 'Deliveries, live tracking, wallets and payouts in naira, for Nigerian logistics partners.',
      description: [
        'Generated from the contract (`src/api/endpoints.ts`) by `npm run openapi`; do not edit by hand.',
        '',
        '- **snake_case on the wire**: every key of a body, a query or a reply; values (enums such as `picked-up`) are sent as written.',
        '- **Envelope**: every reply is `{ success, data, message?, code? }`. Success: 200 (201 when something is created) with `success: true`; a call without data sends `data: null`. Refusal: 4xx with `{ success: false, data: null, message, code }`, never a 5xx for bad input, and nothing changes.',
        '- **Money** is naira (a JSON number, at most 2 decimals); dates are ISO 8601 with an offset; a calendar day is `YYYY-MM-DD` in Africa/Lagos.',
        '- **Lists** answer `{ items, total, page, limit }`, newest first; `page` ≥ 1, `limit` 1–100 (default 20).',
        '- **Ownership**: a `user` call acts on the signed-in partner’s records only; another partner’s record answers 404 like a missing one.',
        '- **Idempotency-Key**: money movements need one (one key per user action, reused on retry): the first reply to a key is replayed, and the money moves once.',
        '- The HTTP mock also refuses a body over 1 MB (413), a write whose body is not `application/json` (415) and an unknown method (405).',
      ].join('\n'),
    },
    servers: [{ url: apiServer, description: 'The mock API (`npm run api:mock`)' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token `token` from sign-in or refresh (15 minutes on the mock).',
        },
        refreshToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The refresh token `refresh_token` from sign-in: the bearer of POST /api/auth/refresh only.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'One key per user action (a UUID), reused when that action is retried: a repeated key replays the first reply and moves no money.',
          schema: { type: 'string', minLength: 1 },
          example: '3f1c8a52-6b0e-4d7a-9c1e-5a2b7d4e8f10',
        },
      },
      examples,
      schemas,
    },
  };
}

/** The committed document's text: 2-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

function main(): number {
  const text = openApiText();
  const relative = path.relative(process.cwd(), docPath);
  if (process.argv.includes('--check')) {
    let current: string;
    try {
      current = readFileSync(docPath, 'utf8');
    } catch {
      console.error(`${relative} is missing: run \`npm run openapi\` and commit it.`);
      return 1;
    }
    if (current === text) {
      console.log(`${relative} is up to date with the contract.`);
      return 0;
    }
    const currentLines = current.split('\n');
    const line = text.split('\n').findIndex((l, i) => l !== currentLines[i]);
    console.error(
      `${relative} is stale: it differs from what the contract generates (first at line ${line + 1}).\nRun \`npm run openapi\` and commit docs/openapi.json.`,
    );
    return 1;
  }
  writeFileSync(docPath, text);
  console.log(`Wrote ${relative} (${Object.keys(endpoints).length} endpoints).`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exit(main());
