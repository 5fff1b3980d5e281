import type { EndpointDef, EndpointName } from '@/api/endpoints';
import { templateMessages } from '@/api/schemas/customer-messages';
import { MAX_DELIVERY_ATTEMPTS } from '@/api/schemas/delivery-proof';
import { MAX_RIDERS } from '@/api/schemas/riders';
import type { Json, JsonSchema } from './json';

/*
 * Refusals: the 4xx replies an operation documents, each with the error envelope and an
 * example whose message is the mock's own.
 */

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export const refusal = (status: number, code: string, message: string): Refusal => ({ status, code, message });
export const notFound = (what: string) => refusal(404, 'NOT_FOUND', `${what} not found`);
const invalidTransition = (example: string) => refusal(409, 'INVALID_STATUS_TRANSITION', example);
const walletLimit = refusal(422, 'WALLET_LIMIT', 'That would take your wallet past its limit of ₦1,000,000,000');
const unknownBank = refusal(400, 'UNKNOWN_BANK', 'bank_code: Choose a bank from the list');
const accountNotFound = refusal(422, 'ACCOUNT_NOT_FOUND', 'No account found with that number at Guaranty Trust Bank');
// Riders and dispatch (server/domain/riders, server/domain/deliveries/dispatch.ts): the seed's riders (server/seed/riders.ts).
const riderArchived = refusal(409, 'RIDER_ARCHIVED', 'Tayo Adebayo is archived');
const riderOffDuty = refusal(409, 'RIDER_OFF_DUTY', 'Ngozi Eze is off duty');
const riderPhoneTaken = refusal(409, 'RIDER_PHONE_TAKEN', 'phone: Another rider on the roster has this phone number');
// Cash on delivery (issue 28): Segun Alade's parcel, dlv_0008, carries ₦48,500 to collect.
const SEGUN_COD = '₦48,500';
const noSuchDay = refusal(400, 'VALIDATION_ERROR', 'day: That day does not exist');

/** Each endpoint's own refusals (the handlers' rules), besides those every endpoint of its kind has. */
export const ownRefusals: Partial<Record<EndpointName, Refusal[]>> = {
  signUp: [
    refusal(400, 'VALIDATION_ERROR', 'Password must be at least 8 characters long'),
    refusal(409, 'EMAIL_TAKEN', 'An account with this email already exists'),
    refusal(
      400,
      'INVITATION_EMAIL_MISMATCH',
      'email: This invitation is for dev@kanoexpress.ng: sign up with that address',
    ),
    refusal(404, 'INVITATION_NOT_FOUND', 'This invitation link is not valid any more: it was used, or never existed'),
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
    refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many failed verification attempts. Try again in 15 minutes.'),
  ],
  getApiAccessRequest: [notFound('API access request')],
  updateApiAccessRequest: [
    refusal(400, 'VALIDATION_ERROR', 'reason: Give the reason for rejecting the request'),
    refusal(400, 'VALIDATION_ERROR', 'question: Write the question for the requester'),
    refusal(409, 'INVALID_STATUS_TRANSITION', 'This request is already approved: it cannot be decided again'),
    notFound('API access request'),
  ],
  getDelivery: [notFound('Delivery')],
  getDeliveryTracking: [notFound('Delivery')],
  acceptDelivery: [
    notFound('Delivery'),
    notFound('Rider'),
    invalidTransition('Cannot accept a delivery that is delivered'),
    riderArchived,
    riderOffDuty,
  ],
  rejectDelivery: [notFound('Delivery'), invalidTransition('Cannot reject a delivery that is accepted')],
  updateDeliveryStatus: [
    notFound('Delivery'),
    invalidTransition('Cannot mark a delivery as delivered while it is accepted; it must be in-transit first'),
    refusal(409, 'RIDER_REQUIRED', 'Assign a rider before the delivery is picked up'),
    refusal(
      409,
      'PROOF_REQUIRED',
      'This partner requires proof of delivery: send it with POST /api/deliveries/:id/deliver',
    ),
    refusal(
      409,
      'COLLECTION_REQUIRED',
      `This delivery has ${SEGUN_COD} to collect: deliver it with POST /api/deliveries/:id/deliver and its collection`,
    ),
  ],
  cancelDelivery: [notFound('Delivery'), invalidTransition('Cannot cancel a delivery that is picked-up')],
  updateTracking: [notFound('Delivery'), invalidTransition('Cannot update the location of a delivery that is pending')],
  createRider: [riderPhoneTaken, refusal(409, 'RIDER_LIMIT', `A roster holds at most ${MAX_RIDERS} riders`)],
  getRider: [notFound('Rider')],
  updateRider: [
    notFound('Rider'),
    refusal(409, 'RIDER_ARCHIVED', 'Tayo Adebayo is archived: restore the rider first'),
    riderPhoneTaken,
  ],
  archiveRider: [
    notFound('Rider'),
    refusal(409, 'RIDER_BUSY', 'Bola Adeyemi has 1 open delivery: assign it to another rider first'),
  ],
  restoreRider: [notFound('Rider'), riderPhoneTaken],
  assignDelivery: [
    refusal(400, 'VALIDATION_ERROR', 'reason: Say why the delivery goes to another rider (kept in its history)'),
    notFound('Delivery'),
    notFound('Rider'),
    invalidTransition('Accept the delivery before assigning a rider'),
    invalidTransition('Cannot assign a delivery that is delivered'),
    riderArchived,
    riderOffDuty,
  ],
  verifyDeliveryCode: [
    notFound('Delivery'),
    invalidTransition('Cannot check the code of a delivery that is accepted'),
    refusal(409, 'NO_DELIVERY_CODE', 'This delivery has no delivery code'),
    refusal(409, 'CODE_LOCKED', "The code's tries are spent: deliver with an override and a reason"),
  ],
  completeDelivery: [
    refusal(400, 'PROOF_REQUIRED', "This delivery needs the recipient's name, a signature, a photo"),
    refusal(
      400,
      'PROOF_REQUIRED',
      "override_reason: The code's tries are spent: say why the delivery is made without it",
    ),
    refusal(
      400,
      'COLLECTION_REQUIRED',
      `collection: This delivery has ${SEGUN_COD} to collect: say how much was collected, and how`,
    ),
    refusal(400, 'VALIDATION_ERROR', `collection.amount: More than the ${SEGUN_COD} to collect`),
    refusal(400, 'VALIDATION_ERROR', 'collection: This delivery has no cash to collect'),
    notFound('Delivery'),
    invalidTransition('Cannot deliver a delivery that is picked-up'),
    refusal(409, 'CODE_NOT_VERIFIED', "Check the recipient's code first (POST …/verify-code)"),
  ],
  getDeliveryProof: [notFound('Delivery'), refusal(404, 'NOT_FOUND', 'This delivery has no proof of delivery')],
  recordFailedAttempt: [
    notFound('Delivery'),
    invalidTransition('Cannot record an attempt for a delivery that is picked-up'),
    refusal(409, 'ATTEMPTS_EXHAUSTED', `${MAX_DELIVERY_ATTEMPTS} attempts made: deliver it or return it to the sender`),
  ],
  returnDelivery: [
    notFound('Delivery'),
    invalidTransition('Cannot return a delivery that is picked-up'),
    refusal(
      409,
      'RETURN_NOT_ALLOWED',
      `A delivery goes back to the sender after ${MAX_DELIVERY_ATTEMPTS} failed attempts (this one has 0)`,
    ),
  ],
  // Cash on delivery (mocks/cash-on-delivery.ts): Sade still holds the seed's ₦96,000 (server/seed/riders.ts).
  getCodReport: [noSuchDay],
  remitCod: [
    noSuchDay,
    notFound('Rider'),
    refusal(409, 'NOTHING_TO_REMIT', 'Sade Ogunleye holds no cash on delivery from 2026-11-28'),
    walletLimit,
  ],
  // Public (no 401): one 404 for every code that opens nothing, and the per-client look-up limit.
  getPublicTracking: [
    refusal(404, 'NOT_FOUND', 'No delivery has this tracking link'),
    refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many tracking look-ups. Try again in 10 minutes.'),
  ],
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
    refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many recipient look-ups. Try again in 10 minutes.'),
  ],
  resolveBankAccount: [
    unknownBank,
    accountNotFound,
    refusal(429, 'TOO_MANY_ATTEMPTS', 'Too many account name look-ups. Try again in 10 minutes.'),
  ],
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
  // A template the mock cannot send (src/api/schemas/customer-messages.ts), by the field's wire path.
  updateCustomerMessages: [
    refusal(400, 'VALIDATION_ERROR', `delivered.template: ${templateMessages.unknown(['name'])}`),
    refusal(400, 'VALIDATION_ERROR', `picked_up.template: ${templateMessages.missing}`),
    refusal(400, 'VALIDATION_ERROR', `failed_attempt.template: ${templateMessages.tooLong}`),
  ],
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
  createApiKey: [
    refusal(
      403,
      'API_ACCESS_NOT_APPROVED',
      'Live keys need approved API access. Request access from the landing page, and use a test key meanwhile.',
    ),
    refusal(409, 'TOO_MANY_API_KEYS', 'You can hold at most 50 API keys'),
  ],
  rollApiKey: [
    notFound('API key'),
    refusal(409, 'API_KEY_REVOKED', 'This API key no longer works: it cannot be rolled'),
    refusal(409, 'TOO_MANY_API_KEYS', 'You can hold at most 50 API keys'),
  ],
  revokeApiKey: [notFound('API key')],
  getRequestLog: [notFound('Logged request')],
  createWebhookEndpoint: [
    refusal(
      400,
      'WEBHOOK_URL_NOT_ALLOWED',
      'url: 10.0.0.5 is a private address: webhooks are sent to public addresses only',
    ),
    refusal(409, 'WEBHOOK_ENDPOINT_LIMIT', 'You can have at most 16 webhook endpoints'),
  ],
  getWebhookEndpoint: [notFound('Webhook endpoint')],
  updateWebhookEndpoint: [notFound('Webhook endpoint')],
  deleteWebhookEndpoint: [notFound('Webhook endpoint')],
  rotateWebhookSecret: [notFound('Webhook endpoint')],
  sendTestWebhook: [
    notFound('Webhook endpoint'),
    refusal(409, 'WEBHOOK_ENDPOINT_DISABLED', 'This endpoint is disabled: enable it first'),
  ],
  listWebhookDeliveries: [notFound('Webhook endpoint')],
  resendWebhookDelivery: [
    notFound('Webhook delivery'),
    refusal(409, 'WEBHOOK_ENDPOINT_DISABLED', 'This endpoint is disabled: enable it first'),
  ],
  getInvitation: [
    refusal(404, 'INVITATION_NOT_FOUND', 'This invitation link is not valid any more: it was used, or never existed'),
  ],
};

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

export const refusalKey = (r: Refusal) => `${r.status} ${r.code} ${r.message}`;

/**
 * The refusals of one operation, by status: the error envelope and an example of each. An
 * example that several operations share is a component (`shared`: its key → the component's name).
 */
export function errorResponses(refusals: Refusal[], shared: ReadonlyMap<string, string>) {
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

export const refusalExample = (r: Refusal): Json => ({
  summary: r.message,
  value: { success: false, data: null, message: r.message, code: r.code },
});

/** Every request may be refused as malformed HTTP (the HTTP mock checks the Host first). */
export const malformedRequest = refusal(400, 'BAD_REQUEST', 'The Host header is missing or malformed');
export const idempotencyKeyRequired = refusal(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key header is required');
export const idempotencyKeyReused = refusal(
  422,
  'IDEMPOTENCY_KEY_REUSED',
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
);
export const bodyRefusals = (maxJsonDepth: number) => [
  refusal(400, 'INVALID_JSON', 'The request body is not valid JSON'),
  refusal(400, 'JSON_TOO_DEEP', `The request body is nested too deeply (at most ${maxJsonDepth} levels)`),
];
/** What a call refuses for its bearer token, by the contract's `auth`. */
export const authRefusals: Record<EndpointDef['auth'], Refusal[]> = {
  public: [],
  user: [
    refusal(401, 'UNAUTHORIZED', 'Authentication required'),
    refusal(401, 'TOKEN_EXPIRED', 'Your session has expired'),
  ],
  refresh: [
    refusal(401, 'UNAUTHORIZED', 'Authentication required'),
    refusal(401, 'REFRESH_EXPIRED', 'Your session has expired. Please sign in again.'),
    refusal(
      401,
      'REFRESH_TOKEN_REUSED',
      'This refresh token was already used, so the session was ended to keep it safe. Please sign in again.',
    ),
  ],
};

/** What a signed-in call refuses for the other role's token (src/api/contract/endpoint.ts, roles). */
export function roleRefusals(def: Pick<EndpointDef, 'auth' | 'role'>): Refusal[] {
  if (def.auth !== 'user' || def.role === 'any') return [];
  return def.role === 'operator'
    ? [refusal(403, 'FORBIDDEN', 'This endpoint is for DeliverOS operations')]
    : [refusal(403, 'FORBIDDEN', 'This endpoint is for delivery partners')];
}

/**
 * A refusal that several operations give, with the only message its code has, is a
 * component named after its code (UNAUTHORIZED, INVALID_JSON…); the others stay inline.
 * `shared` maps such a refusal's key to its component's name.
 */
export function sharedRefusalExamples(operations: ReadonlyArray<readonly Refusal[]>) {
  const uses = new Map<string, { refusal: Refusal; count: number }>();
  for (const list of operations) {
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
  return { examples, shared };
}
