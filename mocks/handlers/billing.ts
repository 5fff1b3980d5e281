import { endpoints } from '@/api/endpoints';
import { db, nextId, type DbState } from '../db';
import { findOwned, handle, newestFirst, paginate, type UserRecord } from '../http';
import { MockError } from '../errors';
import { invoiceDetail, invoiceSummary, planUsage } from '../billing-invoices';

type BillingRecord = DbState['billing'][number];
type PaymentMethodRecord = DbState['paymentMethods'][number];

/** The partner's billing details; the company's name is the profile's, '' until given (issue 24). */
function billingOf(user: UserRecord): BillingRecord {
  let billing = db.state.billing.find((b) => b.partnerId === user.id);
  if (!billing) {
    billing = {
      partnerId: user.id,
      companyName: db.state.profiles.find((p) => p.partnerId === user.id)?.companyName ?? '',
      address: '',
      city: '',
      country: 'Nigeria',
      taxId: '',
      email: user.email,
      phone: user.phone,
    };
    db.state.billing.push(billing);
  }
  return billing;
}

const methodsOf = (partnerId: string) => db.state.paymentMethods.filter((m) => m.partnerId === partnerId);

/** Exactly one of a partner's methods is the default whenever they have any. */
function makeDefault(method: PaymentMethodRecord) {
  for (const other of methodsOf(method.partnerId)) other.isDefault = other === method;
}

export const billingHandlers = [
  handle(endpoints.getBillingInfo, ({ user }) => billingOf(user)),

  handle(endpoints.updateBillingInfo, ({ user, body }) => {
    // A company named here answers the onboarding step's question too (issue 24).
    const profile = db.state.profiles.find((p) => p.partnerId === user.id);
    if (profile && profile.companyName === '') profile.companyName = body.companyName;
    return Object.assign(billingOf(user), body);
  }),

  handle(endpoints.listPaymentMethods, ({ user }) => methodsOf(user.id)),

  handle(endpoints.createPaymentMethod, ({ user, body }) => {
    // The full number is never stored: only its last four digits.
    const method: PaymentMethodRecord = {
      partnerId: user.id,
      id: nextId('pm'),
      type: body.type,
      provider: body.provider,
      accountName: body.accountName,
      last4: body.accountNumber.slice(-4),
      isDefault: false,
    };
    const isFirst = methodsOf(user.id).length === 0;
    db.state.paymentMethods.push(method);
    if (body.isDefault || isFirst) makeDefault(method);
    return method;
  }),

  handle(endpoints.updatePaymentMethod, ({ user, params, body }) => {
    const method = findOwned(db.state.paymentMethods, params.id, user.id, 'Payment method');
    if (body.isDefault === false && method.isDefault) {
      throw new MockError(
        400,
        'A default payment method is required: make another method the default instead',
        'DEFAULT_PAYMENT_METHOD_REQUIRED',
      );
    }
    if (body.provider !== undefined) method.provider = body.provider;
    if (body.accountName !== undefined) method.accountName = body.accountName;
    if (body.isDefault) makeDefault(method);
    return method;
  }),

  handle(endpoints.deletePaymentMethod, ({ user, params }) => {
    const method = findOwned(db.state.paymentMethods, params.id, user.id, 'Payment method');
    db.state.paymentMethods = db.state.paymentMethods.filter((m) => m !== method);
    const next = methodsOf(user.id)[0];
    if (method.isDefault && next) makeDefault(next);
    return { id: method.id };
  }),

  // What DeliverOS charges: the plan's usage this month, the invoices (newest first), a receipt.
  handle(endpoints.getBillingPlan, ({ user }) => planUsage(db.state, user.id, Date.now())),

  handle(endpoints.listInvoices, ({ user, query }) => {
    const own = db.state.invoices.filter((i) => i.partnerId === user.id);
    return paginate(newestFirst(own, (i) => i.periodStart).map(invoiceSummary), query);
  }),

  // Another partner's invoice is as absent as a missing one: 404, 'Invoice not found'.
  handle(endpoints.getInvoice, ({ user, params }) =>
    invoiceDetail(findOwned(db.state.invoices, params.id, user.id, 'Invoice'), billingOf(user)),
  ),
];
