import { z } from 'zod/mini';
import * as s from './schemas';

/**
 * The contract: every endpoint of SPEC.md §7 with its method, path, who may call it,
 * and the zod schemas of its body, query and reply (app camelCase; the wire is
 * snake_case, see schemas/common.ts). The client functions and the mock API's
 * handlers are both built from this table. Shapes SPEC.md leaves "not shown" are
 * decided here — docs/api-contract.md describes them.
 *
 * auth: `public` (no token), `user` (access token), `refresh` (the refresh token as bearer).
 * idempotent: money-moving calls that must carry an Idempotency-Key.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  path: `/api/${string}`;
  auth: 'public' | 'user' | 'refresh';
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  reply: z.ZodMiniType;
  /** 201 for calls that create something. */
  status?: 200 | 201;
  idempotent?: boolean;
}

const endpoint = <const E extends EndpointDef>(def: E): E => def;

export const endpoints = {
  // Authentication
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'public',
    body: s.signUpRequest,
    reply: s.signUpReply,
    status: 201,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    auth: 'public',
    body: s.signInRequest,
    reply: s.signInReply,
  }),
  refresh: endpoint({ method: 'POST', path: '/api/auth/refresh', auth: 'refresh', reply: s.refreshReply }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', auth: 'user', reply: s.user }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/logout', auth: 'user', reply: s.noData }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    body: s.forgotPasswordRequest,
    reply: s.noData,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    body: s.resetPasswordRequest,
    reply: s.noData,
  }),

  // API access requests
  createApiAccessRequest: endpoint({
    method: 'POST',
    path: '/api/requests/api-access',
    auth: 'public',
    body: s.apiAccessRequestBody,
    reply: s.apiAccessRequest,
    status: 201,
  }),
  listApiAccessRequests: endpoint({
    method: 'GET',
    path: '/api/requests/api-access',
    auth: 'user',
    query: s.apiAccessListQuery,
    reply: s.apiAccessPage,
  }),
  getApiAccessRequest: endpoint({
    method: 'GET',
    path: '/api/requests/api-access/:id',
    auth: 'user',
    reply: s.apiAccessRequest,
  }),
  updateApiAccessRequest: endpoint({
    method: 'PUT',
    path: '/api/requests/api-access/:id',
    auth: 'user',
    body: s.apiAccessStatusUpdate,
    reply: s.apiAccessRequest,
  }),

  // Deliveries
  createDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries',
    auth: 'user',
    body: s.createDeliveryRequest,
    reply: s.delivery,
    status: 201,
  }),
  listDeliveries: endpoint({
    method: 'GET',
    path: '/api/deliveries',
    auth: 'user',
    query: s.deliveryListQuery,
    reply: s.deliveryPage,
  }),
  getDelivery: endpoint({ method: 'GET', path: '/api/deliveries/:id', auth: 'user', reply: s.delivery }),
  getDeliveryTracking: endpoint({
    method: 'GET',
    path: '/api/deliveries/:id/tracking',
    auth: 'user',
    reply: s.tracking,
  }),
  acceptDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/accept',
    auth: 'user',
    body: s.acceptRequest,
    reply: s.delivery,
  }),
  rejectDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/reject',
    auth: 'user',
    body: s.reasonRequest,
    reply: s.delivery,
  }),
  updateDeliveryStatus: endpoint({
    method: 'PUT',
    path: '/api/deliveries/:id/status',
    auth: 'user',
    body: s.statusUpdateRequest,
    reply: s.delivery,
  }),
  cancelDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/cancel',
    auth: 'user',
    body: s.reasonRequest,
    reply: s.delivery,
  }),
  updateTracking: endpoint({
    method: 'POST',
    path: '/api/tracking/:id/update',
    auth: 'user',
    body: s.trackingUpdateRequest,
    reply: s.tracking,
  }),

  // Wallet
  getWallet: endpoint({ method: 'GET', path: '/api/wallet', auth: 'user', reply: s.wallet }),
  listTransactions: endpoint({
    method: 'GET',
    path: '/api/wallet/transactions',
    auth: 'user',
    query: s.transactionListQuery,
    reply: s.transactionPage,
  }),
  getTransaction: endpoint({ method: 'GET', path: '/api/wallet/transactions/:id', auth: 'user', reply: s.transaction }),
  topUp: endpoint({
    method: 'POST',
    path: '/api/wallet/top-up',
    auth: 'user',
    body: s.topUpRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/wallet/transfer',
    auth: 'user',
    body: s.transferRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: 'user',
    body: s.withdrawRequest,
    reply: s.moneyMovementReply,
    idempotent: true,
  }),
  getWalletStatistics: endpoint({
    method: 'GET',
    path: '/api/wallet/statistics',
    auth: 'user',
    query: s.walletStatisticsQuery,
    reply: s.walletStatistics,
  }),

  // Delivery routes
  listDeliveryRoutes: endpoint({ method: 'GET', path: '/api/routes', auth: 'user', reply: z.array(s.deliveryRoute) }),
  createDeliveryRoute: endpoint({
    method: 'POST',
    path: '/api/routes',
    auth: 'user',
    body: s.createDeliveryRouteRequest,
    reply: s.deliveryRoute,
    status: 201,
  }),
  updateDeliveryRoute: endpoint({
    method: 'PUT',
    path: '/api/routes/:id',
    auth: 'user',
    body: s.updateDeliveryRouteRequest,
    reply: s.deliveryRoute,
  }),
  deleteDeliveryRoute: endpoint({ method: 'DELETE', path: '/api/routes/:id', auth: 'user', reply: s.deletedReply }),
  toggleDeliveryRoute: endpoint({
    method: 'PATCH',
    path: '/api/routes/:id/toggle',
    auth: 'user',
    reply: s.deliveryRoute,
  }),

  // Partner
  getPartnerProfile: endpoint({
    method: 'GET',
    path: '/api/delivery-partners/profile',
    auth: 'user',
    reply: s.partnerProfile,
  }),
  updatePartnerProfile: endpoint({
    method: 'PUT',
    path: '/api/delivery-partners/profile',
    auth: 'user',
    body: s.updatePartnerProfileRequest,
    reply: s.partnerProfile,
  }),
  getPartnerSettings: endpoint({
    method: 'GET',
    path: '/api/delivery-partners/settings',
    auth: 'user',
    reply: s.partnerSettings,
  }),
  updatePartnerSettings: endpoint({
    method: 'PUT',
    path: '/api/delivery-partners/settings',
    auth: 'user',
    body: s.updatePartnerSettingsRequest,
    reply: s.partnerSettings,
  }),

  // Billing and payment methods
  getBillingInfo: endpoint({ method: 'GET', path: '/api/billing', auth: 'user', reply: s.billingInfo }),
  updateBillingInfo: endpoint({
    method: 'PUT',
    path: '/api/billing',
    auth: 'user',
    body: s.updateBillingInfoRequest,
    reply: s.billingInfo,
  }),
  listPaymentMethods: endpoint({
    method: 'GET',
    path: '/api/payment-methods',
    auth: 'user',
    reply: z.array(s.paymentMethod),
  }),
  createPaymentMethod: endpoint({
    method: 'POST',
    path: '/api/payment-methods',
    auth: 'user',
    body: s.createPaymentMethodRequest,
    reply: s.paymentMethod,
    status: 201,
  }),
  updatePaymentMethod: endpoint({
    method: 'PUT',
    path: '/api/payment-methods/:id',
    auth: 'user',
    body: s.updatePaymentMethodRequest,
    reply: s.paymentMethod,
  }),
  deletePaymentMethod: endpoint({
    method: 'DELETE',
    path: '/api/payment-methods/:id',
    auth: 'user',
    reply: s.deletedReply,
  }),

  // Statistics
  getDeliveryStatistics: endpoint({
    method: 'GET',
    path: '/api/statistics/deliveries',
    auth: 'user',
    reply: s.deliveryStatistics,
  }),
  getPerformance: endpoint({
    method: 'GET',
    path: '/api/statistics/performance',
    auth: 'user',
    query: s.performanceQuery,
    reply: s.performance,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** `/api/deliveries/:id/accept` → `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
