import { z } from 'zod/mini';
import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Billing: the partner's details and the methods DeliverOS charges (the plan and invoices: invoices.ts). */
export const billingEndpoints = {
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
} as const;
