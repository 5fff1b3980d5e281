import { HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { ApiError } from '@/api/errors';
import { expireAccessTokens } from '@mocks/sessions';
import { outboxMessages } from '@mocks/control/outbox';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { servedByServerApi } from '@mocks/server-api';
import { apiAccessQueries, createApiAccessRequestMutation, updateApiAccessRequestMutation } from '../api-access';
import { apiKeyQueries, createApiKeyMutation, revokeApiKeyMutation, rollApiKeyMutation } from '../api-keys';
import { firstRequestLogPage, requestLogQueries } from '../request-logs';
import {
  createWebhookEndpointMutation,
  deleteWebhookEndpointMutation,
  resendWebhookDeliveryMutation,
  rotateWebhookSecretMutation,
  sendTestWebhookMutation,
  updateWebhookEndpointMutation,
  webhookQueries,
} from '../webhooks';
import {
  archiveRiderMutation,
  assignDeliveryMutation,
  createRiderMutation,
  restoreRiderMutation,
  riderQueries,
  updateRiderMutation,
} from '../riders';
import {
  completeDeliveryMutation,
  deliveryProofQueries,
  failedAttemptMutation,
  returnDeliveryMutation,
  verifyDeliveryCodeMutation,
} from '../delivery-proof';
import { TINY_PHOTO } from '@mocks/__tests__/helpers';
import { codQueries, remitCodMutation, updateCodSettingsMutation } from '../cash-on-delivery';
import { billingQueries } from '../billing';
import { invoiceQueries } from '../invoices';
import {
  createPaymentMethodMutation,
  deletePaymentMethodMutation,
  updateBillingInfoMutation,
  updatePaymentMethodMutation,
} from '../billing-mutations';
import {
  acceptDeliveryMutation,
  cancelDeliveryMutation,
  deliveryQueries,
  rejectDeliveryMutation,
  updateDeliveryStatusMutation,
} from '../deliveries';
import {
  createDeliveryRouteMutation,
  deleteDeliveryRouteMutation,
  toggleDeliveryRouteMutation,
  updateDeliveryRouteMutation,
} from '../delivery-route-mutations';
import { deliveryRouteQueries } from '../delivery-routes';
import { sessionQueries, signOut } from '../session';
import {
  partnerQueries,
  setCompanyNameMutation,
  updatePartnerProfileMutation,
  updatePartnerSettingsMutation,
} from '../partner';
import {
  createPayoutAccountMutation,
  deletePayoutAccountMutation,
  payoutQueries,
  setDefaultPayoutAccountMutation,
} from '../payouts';
import { createQueryClient } from '../query-client';
import {
  forgotPasswordMutation,
  resetPasswordMutation,
  signInMutation,
  signUpMutation,
  verifyEmailMutation,
} from '../auth';
import { statisticsQueries } from '../statistics';
import { attentionQueries } from '../delivery-attention';
import { importDeliveriesMutation } from '../delivery-import';
import { walletQueries } from '../wallet';
import {
  createIdempotencyKey,
  topUpMutation,
  transferMutation,
  walletMovementQueries,
  withdrawMutation,
} from '../wallet-movements';
import { publicTrackingQueries } from '../public-tracking';
import { customerMessageQueries, updateCustomerMessagesMutation } from '../customer-messages';
import { DEMO, newDelivery, run, signInDemo, signInOperator } from './helpers';
import { createDeliveryMutation, updateTrackingMutation } from '../delivery-writes';

/**
 * docs/product.md#the-core-calls, written out by hand: the contract holds each of these (and may extend them, e.g.
 * payout accounts).
 */
const CORE_ENDPOINTS = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/refresh',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/requests/api-access',
  'GET /api/requests/api-access',
  'GET /api/requests/api-access/:id',
  'PUT /api/requests/api-access/:id',
  'POST /api/deliveries',
  'POST /api/deliveries/batch',
  'GET /api/deliveries',
  'GET /api/deliveries/:id',
  'GET /api/deliveries/:id/tracking',
  'POST /api/deliveries/:id/accept',
  'POST /api/deliveries/:id/reject',
  'PUT /api/deliveries/:id/status',
  'POST /api/deliveries/:id/cancel',
  'POST /api/tracking/:id/update',
  'GET /api/wallet',
  'GET /api/wallet/transactions',
  'GET /api/wallet/transactions/:id',
  'POST /api/wallet/top-up',
  'POST /api/wallet/transfer',
  'POST /api/wallet/withdraw',
  'GET /api/wallet/statistics',
  'GET /api/routes',
  'POST /api/routes',
  'PUT /api/routes/:id',
  'DELETE /api/routes/:id',
  'PATCH /api/routes/:id/toggle',
  'GET /api/delivery-partners/profile',
  'PUT /api/delivery-partners/profile',
  'GET /api/delivery-partners/settings',
  'PUT /api/delivery-partners/settings',
  'GET /api/billing',
  'PUT /api/billing',
  'GET /api/payment-methods',
  'POST /api/payment-methods',
  'PUT /api/payment-methods/:id',
  'DELETE /api/payment-methods/:id',
  'GET /api/statistics/deliveries',
  'GET /api/statistics/performance',
] as const;

const contractEndpoints = () => Object.values(endpoints).map((e) => `${e.method} ${e.path}`);

/** `GET /api/deliveries/:id/tracking` → matches `GET /api/deliveries/dlv_0001/tracking`. */
function matcher(endpoint: string): (method: string, pathname: string) => boolean {
  const [method, path = ''] = endpoint.split(' ');
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return (m, pathname) => m === method && pattern.test(pathname);
}

interface Step {
  /** `METHOD /path` as the contract has it. */
  endpoint: string;
  run: () => Promise<unknown>;
  /** The status a correct mock answers this call with, when it is not a 2xx. */
  expectedStatus?: number;
}

/**
 * Every endpoint, called through the queries layer (a queryOptions' queryFn or a mutation
 * factory) in an order where each step's ids exist. One QueryClient per step, so nothing is
 * answered from the cache instead of the network.
 */
function buildSteps(): Step[] {
  const client = () => createQueryClient();
  const ids = {
    apiAccess: '',
    delivery: '',
    route: '',
    paymentMethod: '',
    payoutAccount: '',
    webhookEndpoint: '',
    rider: '',
    /** The created delivery's public tracking code: the end of its `trackingUrl`. */
    trackingCode: '',
  };
  return [
    {
      endpoint: 'POST /api/auth/signup',
      run: () =>
        run(client(), signUpMutation, {
          firstName: 'Chidi',
          lastName: 'Eze',
          email: 'chidi.eze@example.com',
          phone: '+234 802 000 0000',
          password: 'Partner123!',
          confirmPassword: 'Partner123!',
          acceptTerms: true,
        }),
    },
    { endpoint: 'POST /api/auth/signin', run: () => run(client(), signInMutation, { ...DEMO, rememberMe: true }) },
    { endpoint: 'GET /api/auth/me', run: () => client().fetchQuery(sessionQueries.me()) },
    {
      endpoint: 'POST /api/auth/refresh',
      run: async () => {
        expireAccessTokens();
        // The stored access token now answers 401: the client refreshes, then retries.
        return client().fetchQuery(statisticsQueries.deliveries());
      },
    },
    // The account made by sign-up above: resetting its password signs out its sessions, not the demo partner's.
    {
      endpoint: 'POST /api/auth/forgot-password',
      run: () => run(client(), forgotPasswordMutation, 'chidi.eze@example.com'),
    },
    {
      endpoint: 'POST /api/auth/reset-password',
      run: async () => {
        // The link the mock "e-mailed" (mocks/control/outbox.ts).
        const link = outboxMessages().find(
          (m) => m.kind === 'password-reset' && m.to === 'chidi.eze@example.com',
        )?.link;
        const token = new URL(link ?? 'http://localhost/').searchParams.get('token') ?? '';
        await run(client(), resetPasswordMutation, {
          token,
          newPassword: 'Partner456!',
          confirmPassword: 'Partner456!',
        });
        // A link works once: the same token again is refused with its own 400.
        const error = await run(client(), resetPasswordMutation, {
          token,
          newPassword: 'Partner789!',
          confirmPassword: 'Partner789!',
        }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
      },
    },
    {
      endpoint: 'POST /api/auth/verify-email',
      run: () => run(client(), verifyEmailMutation, { email: 'chidi.eze@example.com', code: '123456' }),
    },

    {
      endpoint: 'GET /api/invitations/:token',
      run: () => client().fetchQuery(apiAccessQueries.invitation('inv_seed_kano_express')),
    },
    {
      endpoint: 'POST /api/requests/api-access',
      run: async () => {
        const request = await run(client(), createApiAccessRequestMutation, {
          businessName: 'Enugu Express',
          location: 'Enugu',
          email: 'hello@enuguexpress.ng',
          reason: 'Checkout integration',
        });
        ids.apiAccess = request.id;
      },
    },
    {
      endpoint: 'GET /api/requests/api-access',
      // Operations-only: the operator reviews, then the demo partner signs in again.
      run: async () => {
        await signInOperator();
        return client().fetchQuery(apiAccessQueries.list({ status: 'pending' }));
      },
    },
    {
      endpoint: 'GET /api/requests/api-access/:id',
      run: () => client().fetchQuery(apiAccessQueries.detail(ids.apiAccess)),
    },
    {
      endpoint: 'PUT /api/requests/api-access/:id',
      run: async () => {
        await run(client(), updateApiAccessRequestMutation, { id: ids.apiAccess, status: 'approved' });
        await signInDemo();
      },
    },

    {
      endpoint: 'GET /api/deliveries',
      run: () => client().fetchQuery(deliveryQueries.list({ status: 'pending', search: 'a' })),
    },
    {
      endpoint: 'GET /api/deliveries/attention',
      run: () => client().fetchQuery(attentionQueries.page({ page: 1 })),
    },
    {
      endpoint: 'POST /api/deliveries',
      run: async () => {
        const delivery = await run(client(), createDeliveryMutation, newDelivery());
        ids.delivery = delivery.id;
        ids.trackingCode = delivery.trackingUrl.split('/').at(-1) ?? '';
      },
    },
    {
      endpoint: 'POST /api/deliveries/batch',
      run: async () => {
        const { outcomes } = await run(client(), importDeliveriesMutation, {
          bodies: [newDelivery()],
        });
        expect(outcomes.map((outcome) => outcome.result)).toEqual(['created']);
      },
    },
    { endpoint: 'GET /api/deliveries/:id', run: () => client().fetchQuery(deliveryQueries.detail(ids.delivery)) },
    {
      endpoint: 'GET /api/deliveries/:id/tracking',
      run: () => client().fetchQuery(deliveryQueries.tracking(ids.delivery)),
    },
    {
      endpoint: 'POST /api/deliveries/:id/accept',
      // With its rider: pickup needs one (issue 27).
      run: () => run(client(), acceptDeliveryMutation, { id: ids.delivery, note: 'On it', riderId: 'rdr_sade' }),
    },
    {
      endpoint: 'PUT /api/deliveries/:id/status',
      run: () => run(client(), updateDeliveryStatusMutation, { id: ids.delivery, status: 'picked-up' }),
    },
    {
      endpoint: 'POST /api/tracking/:id/update',
      run: () => run(client(), updateTrackingMutation, { id: ids.delivery, coordinates: { lat: 10.52, lng: 7.44 } }),
    },
    {
      // The customers' tracking page (issue 28): public, by the code of the created delivery's link.
      endpoint: 'GET /api/track/:code',
      run: async () => {
        const page = await client().fetchQuery(publicTrackingQueries.byCode(ids.trackingCode));
        expect({ status: page.status, recipient: page.recipient }).toEqual({
          status: 'picked-up',
          recipient: 'Halima S.',
        });
      },
    },
    {
      endpoint: 'POST /api/deliveries/:id/reject',
      run: () => run(client(), rejectDeliveryMutation, { id: 'dlv_0002' }),
    },
    {
      endpoint: 'POST /api/deliveries/:id/cancel',
      run: () => run(client(), cancelDeliveryMutation, { id: 'dlv_0003', reason: 'Sender withdrew' }),
    },

    // Riders and dispatch, proof of delivery and failed attempts (issue 27), on the demo's seeded records.
    { endpoint: 'GET /api/riders', run: () => client().fetchQuery(riderQueries.list()) },
    {
      endpoint: 'POST /api/riders',
      expectedStatus: 201,
      run: async () => {
        const rider = await run(client(), createRiderMutation, {
          name: 'Femi Alade',
          phone: '0803 555 0299',
          vehicle: 'bike',
        });
        ids.rider = rider.id;
      },
    },
    { endpoint: 'GET /api/riders/:id', run: () => client().fetchQuery(riderQueries.detail('rdr_bola')) },
    {
      endpoint: 'PATCH /api/riders/:id',
      run: () => run(client(), updateRiderMutation, { id: ids.rider, onDuty: false }),
    },
    { endpoint: 'POST /api/riders/:id/archive', run: () => run(client(), archiveRiderMutation, ids.rider) },
    { endpoint: 'POST /api/riders/:id/restore', run: () => run(client(), restoreRiderMutation, ids.rider) },
    {
      endpoint: 'POST /api/deliveries/:id/assign',
      run: () => run(client(), assignDeliveryMutation, { id: 'dlv_0005', riderId: 'rdr_sade' }),
    },
    { endpoint: 'GET /api/fleet', run: () => client().fetchQuery(riderQueries.fleet()) },
    {
      endpoint: 'POST /api/deliveries/:id/verify-code',
      run: () => run(client(), verifyDeliveryCodeMutation, { id: 'dlv_0008', code: '2468' }),
    },
    {
      endpoint: 'POST /api/deliveries/:id/deliver',
      run: () =>
        run(client(), completeDeliveryMutation, {
          id: 'dlv_0008',
          recipientName: 'Yemi Cole',
          signature: { kind: 'typed', text: 'Yemi Cole' },
          photo: TINY_PHOTO,
          // Its ₦48,500 on delivery (issue 28), collected in full.
          collection: { method: 'cash', amount: 48_500 },
        }),
    },
    // Cash on delivery (issue 28): today's report holds the collection above, which Kunle hands in.
    {
      endpoint: 'GET /api/cash-on-delivery/report',
      run: async () => {
        const report = await client().fetchQuery(codQueries.report(undefined));
        expect(report.riders.map((line) => [line.rider.id, line.held])).toEqual([['rdr_kunle', 48_500]]);
      },
    },
    {
      endpoint: 'POST /api/cash-on-delivery/remittances',
      run: async () => {
        const { day } = await client().fetchQuery(codQueries.report(undefined));
        const remittance = await run(client(), remitCodMutation, { riderId: 'rdr_kunle', day });
        expect(remittance).toMatchObject({ amount: 48_500, fee: 727.5 });
      },
    },
    { endpoint: 'GET /api/cash-on-delivery/settings', run: () => client().fetchQuery(codQueries.settings()) },
    {
      endpoint: 'PUT /api/cash-on-delivery/settings',
      run: () => run(client(), updateCodSettingsMutation, { cashHandlingFeePercent: 2 }),
    },
    {
      endpoint: 'GET /api/deliveries/:id/proof',
      run: () => client().fetchQuery(deliveryProofQueries.proof('dlv_0008')),
    },
    {
      endpoint: 'POST /api/deliveries/:id/attempts',
      run: () => run(client(), failedAttemptMutation, { id: 'dlv_0007', reason: 'customer-unavailable' }),
    },
    {
      endpoint: 'POST /api/deliveries/:id/return',
      run: async () => {
        // Two more failed attempts first: a delivery goes back to the sender after three.
        for (const reason of ['wrong-address', 'refused'] as const) {
          await run(client(), failedAttemptMutation, { id: 'dlv_0007', reason });
        }
        return run(client(), returnDeliveryMutation, { id: 'dlv_0007' });
      },
    },

    { endpoint: 'GET /api/wallet', run: () => client().fetchQuery(walletQueries.summary()) },
    {
      endpoint: 'GET /api/wallet/transactions',
      run: () => client().fetchQuery(walletQueries.transactions({ type: 'credit' })),
    },
    {
      endpoint: 'GET /api/wallet/transactions/:id',
      run: () => client().fetchQuery(walletQueries.transaction('txn_01')),
    },
    {
      endpoint: 'POST /api/wallet/top-up',
      run: () =>
        run(client(), topUpMutation, { amount: 5_000, paymentMethod: 'card', idempotencyKey: createIdempotencyKey() }),
    },
    {
      endpoint: 'GET /api/wallet/recipients',
      run: () => client().fetchQuery(walletMovementQueries.recipient('chidi@riders.ng')),
    },
    {
      endpoint: 'POST /api/wallet/transfer',
      run: () =>
        run(client(), transferMutation, {
          amount: 1_000,
          recipientEmail: 'chidi@riders.ng',
          idempotencyKey: createIdempotencyKey(),
        }),
    },

    { endpoint: 'GET /api/banks', run: () => client().fetchQuery(payoutQueries.banks()) },
    {
      endpoint: 'POST /api/banks/resolve',
      // Zenith Bank, a valid NUBAN (CBN check digit 2).
      run: () => client().fetchQuery(payoutQueries.accountName({ bankCode: '057', accountNumber: '2123456782' })),
    },
    { endpoint: 'GET /api/payout-accounts', run: () => client().fetchQuery(payoutQueries.accounts()) },
    {
      endpoint: 'POST /api/payout-accounts',
      run: async () => {
        const account = await run(client(), createPayoutAccountMutation, {
          bankCode: '057',
          accountNumber: '2123456782',
        });
        ids.payoutAccount = account.id;
      },
    },
    {
      endpoint: 'PATCH /api/payout-accounts/:id/default',
      run: () => run(client(), setDefaultPayoutAccountMutation, ids.payoutAccount),
    },
    {
      endpoint: 'POST /api/wallet/withdraw',
      run: () =>
        run(client(), withdrawMutation, {
          amount: 1_000,
          payoutAccountId: ids.payoutAccount,
          idempotencyKey: createIdempotencyKey(),
        }),
    },
    {
      endpoint: 'DELETE /api/payout-accounts/:id',
      run: () => run(client(), deletePayoutAccountMutation, ids.payoutAccount),
    },
    {
      endpoint: 'GET /api/wallet/statistics',
      run: () => client().fetchQuery(walletQueries.statistics({ period: 'year' })),
    },

    { endpoint: 'GET /api/routes', run: () => client().fetchQuery(deliveryRouteQueries.list()) },
    {
      endpoint: 'POST /api/routes',
      run: async () => {
        const route = await run(client(), createDeliveryRouteMutation, {
          from: 'Benin City',
          to: 'Asaba',
          estimatedTime: '2 hours',
          basePrice: 8_000,
          coverage: 'interstate',
        });
        ids.route = route.id;
      },
    },
    {
      endpoint: 'PUT /api/routes/:id',
      run: () => run(client(), updateDeliveryRouteMutation, { id: ids.route, basePrice: 8_500 }),
    },
    {
      endpoint: 'PATCH /api/routes/:id/toggle',
      run: () => run(client(), toggleDeliveryRouteMutation, { id: ids.route }),
    },
    { endpoint: 'DELETE /api/routes/:id', run: () => run(client(), deleteDeliveryRouteMutation, { id: ids.route }) },

    { endpoint: 'GET /api/delivery-partners/profile', run: () => client().fetchQuery(partnerQueries.profile()) },
    {
      endpoint: 'PUT /api/delivery-partners/profile',
      run: () =>
        run(client(), updatePartnerProfileMutation, {
          companyName: 'Swift Riders Ltd',
          email: DEMO.email,
          phone: '+234 803 123 4567',
          firstName: 'Ada',
          lastName: 'Okafor',
        }),
    },
    {
      endpoint: 'PUT /api/delivery-partners/company',
      run: () => run(client(), setCompanyNameMutation, { companyName: 'Swift Riders Ltd' }),
    },
    { endpoint: 'GET /api/delivery-partners/settings', run: () => client().fetchQuery(partnerQueries.settings()) },
    {
      endpoint: 'PUT /api/delivery-partners/settings',
      run: () => run(client(), updatePartnerSettingsMutation, { autoAccept: true }),
    },
    {
      endpoint: 'GET /api/delivery-partners/customer-messages',
      run: () => client().fetchQuery(customerMessageQueries.settings()),
    },
    {
      // The messages of the demo partner's customers (issue 28): saved whole, the pickup's turned off.
      endpoint: 'PUT /api/delivery-partners/customer-messages',
      run: async () => {
        const settings = await client().fetchQuery(customerMessageQueries.settings());
        const saved = await run(client(), updateCustomerMessagesMutation, {
          ...settings,
          pickedUp: { ...settings.pickedUp, enabled: false },
        });
        expect(saved.pickedUp.enabled).toBe(false);
      },
    },

    { endpoint: 'GET /api/billing', run: () => client().fetchQuery(billingQueries.info()) },
    {
      endpoint: 'PUT /api/billing',
      run: () =>
        run(client(), updateBillingInfoMutation, {
          companyName: 'Swift Riders Ltd',
          address: '15 Adeola Odeku Street',
          city: 'Lagos',
          country: 'Nigeria',
          taxId: 'TIN-20481937-0001',
          email: 'billing@swiftriders.ng',
          phone: '+234 803 123 4567',
        }),
    },
    { endpoint: 'GET /api/payment-methods', run: () => client().fetchQuery(billingQueries.paymentMethods()) },
    {
      endpoint: 'POST /api/payment-methods',
      run: async () => {
        const method = await run(client(), createPaymentMethodMutation, {
          type: 'card',
          provider: 'Mastercard',
          accountName: 'Ada Okafor',
          accountNumber: '5399000000004321',
        });
        ids.paymentMethod = method.id;
      },
    },
    {
      endpoint: 'PUT /api/payment-methods/:id',
      run: () => run(client(), updatePaymentMethodMutation, { id: ids.paymentMethod, provider: 'Mastercard Gold' }),
    },
    {
      endpoint: 'DELETE /api/payment-methods/:id',
      run: () => run(client(), deletePaymentMethodMutation, { id: ids.paymentMethod }),
    },
    { endpoint: 'GET /api/billing/plan', run: () => client().fetchQuery(invoiceQueries.plan()) },
    { endpoint: 'GET /api/billing/invoices', run: () => client().fetchQuery(invoiceQueries.list()) },
    {
      endpoint: 'GET /api/billing/invoices/:id',
      run: () => client().fetchQuery(invoiceQueries.detail('inv_demo_0011')),
    },
    { endpoint: 'GET /api/api-keys', run: () => client().fetchQuery(apiKeyQueries.list()) },
    {
      endpoint: 'POST /api/api-keys',
      run: () => run(client(), createApiKeyMutation, { name: 'Coverage', mode: 'test' }),
    },
    {
      endpoint: 'POST /api/api-keys/:id/roll',
      run: () => run(client(), rollApiKeyMutation, { id: 'key_demo_test', graceHours: 1 }),
    },
    { endpoint: 'DELETE /api/api-keys/:id', run: () => run(client(), revokeApiKeyMutation, { id: 'key_demo_live' }) },
    { endpoint: 'GET /api/request-logs', run: () => client().fetchQuery(requestLogQueries.list(firstRequestLogPage)) },
    {
      endpoint: 'GET /api/request-logs/:id',
      run: () => client().fetchQuery(requestLogQueries.detail('req_demo_000000000000000000000001')),
    },

    { endpoint: 'GET /api/webhook-endpoints', run: () => client().fetchQuery(webhookQueries.endpoints()) },
    {
      endpoint: 'POST /api/webhook-endpoints',
      expectedStatus: 201,
      run: async () => {
        const created = await run(client(), createWebhookEndpointMutation, {
          url: 'http://localhost/__mock/webhook-receiver/coverage',
          events: ['payout.failed'],
        });
        ids.webhookEndpoint = created.id;
      },
    },
    {
      endpoint: 'GET /api/webhook-endpoints/:id',
      run: () => client().fetchQuery(webhookQueries.endpoint('we_demo_orders')),
    },
    {
      endpoint: 'PATCH /api/webhook-endpoints/:id',
      run: () => run(client(), updateWebhookEndpointMutation, { id: 'we_demo_orders', description: 'Orders' }),
    },
    {
      endpoint: 'POST /api/webhook-endpoints/:id/rotate-secret',
      run: () => run(client(), rotateWebhookSecretMutation, 'we_demo_orders'),
    },
    {
      endpoint: 'POST /api/webhook-endpoints/:id/test',
      expectedStatus: 201,
      run: () => run(client(), sendTestWebhookMutation, { id: 'we_demo_orders', type: 'delivery.created' }),
    },
    {
      endpoint: 'GET /api/webhook-endpoints/:id/deliveries',
      run: () => client().fetchQuery(webhookQueries.deliveries('we_demo_orders')),
    },
    {
      endpoint: 'POST /api/webhook-deliveries/:id/resend',
      run: () => run(client(), resendWebhookDeliveryMutation, 'whd_demo_0001'),
    },
    {
      endpoint: 'DELETE /api/webhook-endpoints/:id',
      run: () => run(client(), deleteWebhookEndpointMutation, ids.webhookEndpoint),
    },

    { endpoint: 'GET /api/statistics/deliveries', run: () => client().fetchQuery(statisticsQueries.deliveries()) },
    {
      endpoint: 'GET /api/statistics/performance',
      run: () => client().fetchQuery(statisticsQueries.performance({ period: 'week' })),
    },

    // Last: it ends the session.
    { endpoint: 'POST /api/auth/logout', run: () => signOut(client(), () => Promise.resolve()) },
  ];
}

interface Exchange {
  method: string;
  pathname: string;
  /** The mock API's own handler (not a test override) that matched, if any. */
  handler?: HttpHandler;
  status?: number;
  unhandled?: boolean;
}

/** Every request the mock server sees, with the handler that matched it and the status it answered. */
function recordExchanges() {
  const exchanges = new Map<string, Exchange>();
  const entry = (requestId: string, request: Request) => {
    let exchange = exchanges.get(requestId);
    if (!exchange) {
      exchange = { method: request.method, pathname: new URL(request.url).pathname };
      exchanges.set(requestId, exchange);
    }
    return exchange;
  };
  const onStart = ({ requestId, request }: { requestId: string; request: Request }) => void entry(requestId, request);
  const onMatch = ({ requestId, request, handler }: { requestId: string; request: Request; handler: unknown }) => {
    if (handler instanceof HttpHandler && handlers.includes(handler)) entry(requestId, request).handler = handler;
  };
  const onUnhandled = ({ requestId, request }: { requestId: string; request: Request }) => {
    entry(requestId, request).unhandled = true;
  };
  const onMocked = ({ requestId, request, response }: { requestId: string; request: Request; response: Response }) => {
    entry(requestId, request).status = response.status;
  };
  server.events.on('request:start', onStart);
  server.events.on('request:match', onMatch);
  server.events.on('request:unhandled', onUnhandled);
  server.events.on('response:mocked', onMocked);
  return {
    all: () => [...exchanges.values()],
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('request:match', onMatch);
      server.events.removeListener('request:unhandled', onUnhandled);
      server.events.removeListener('response:mocked', onMocked);
    },
  };
}

describe('endpoint coverage', () => {
  let stopRecording = () => {};
  afterEach(() => stopRecording());

  // What is checked below comes from the contract (src/api/endpoints.ts): an endpoint added
  // there is covered — or fails these tests — without a count to update here.
  const CONTRACT = [...contractEndpoints()];

  it('the contract table holds every endpoint of docs/product.md#the-core-calls, each method and path once', () => {
    expect(new Set(CONTRACT).size).toBe(Object.keys(endpoints).length);
    expect(CORE_ENDPOINTS.filter((endpoint) => !CONTRACT.includes(endpoint))).toEqual([]);
  });

  it('every endpoint has a handler in the mock API: the server’s route, or one of its own for its method and path', () => {
    const registered = handlers
      .filter((h): h is HttpHandler => h instanceof HttpHandler)
      .map((h) => `${String(h.info.method)} ${String(h.info.path)}`);
    const missing = CONTRACT.filter((endpoint) => {
      const [method = '', path = ''] = endpoint.split(' ');
      const asCalled = path.replace(/:(\w+)/g, '$1_1');
      return !registered.includes(`${method} *${path}`) && !servedByServerApi(method, asCalled);
    });
    expect(missing).toEqual([]);
  });

  it('every endpoint is reached through the queries layer and answered by its mock handler', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const steps = buildSteps();
    expect(steps.map((s) => s.endpoint).sort()).toEqual([...CONTRACT].sort());

    const recorder = recordExchanges();
    stopRecording = recorder.stop;
    for (const step of steps) await step.run();
    recorder.stop();
    const exchanges = recorder.all();

    expect(exchanges.filter((e) => e.unhandled)).toEqual([]);

    const report = CONTRACT.map((endpoint) => {
      const matches = matcher(endpoint);
      const hits = exchanges.filter((e) => matches(e.method, e.pathname));
      const expected = steps.find((s) => s.endpoint === endpoint)?.expectedStatus;
      const answered = hits.some(
        (e) =>
          e.handler !== undefined &&
          e.status !== undefined &&
          (expected ? e.status === expected : e.status >= 200 && e.status < 300),
      );
      return { endpoint, requests: hits.length, answered };
    });
    expect(report.filter((r) => r.requests === 0).map((r) => r.endpoint)).toEqual([]);
    expect(report.filter((r) => !r.answered).map((r) => r.endpoint)).toEqual([]);
  });
});
