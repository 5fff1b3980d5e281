import type { EndpointName } from '@/api/endpoints';

/*
 * Which screens call each endpoint: the rows each group of fault tests (src/__tests__/faults/)
 * must have, and what endpoint-coverage and the docs point to.
 */

export type ScreenGroup = 'public' | 'deliveries' | 'wallet' | 'profile' | 'billing' | 'developers' | 'ops' | 'riders';

/**
 * Every endpoint of the contract: the screens that call it (and the group of test files that
 * covers it), or why no screen does. `Record<EndpointName, …>`: a new endpoint does not
 * typecheck until it is placed here.
 */
export const endpointScreens: Record<
  EndpointName,
  { calledFrom: Array<{ group: ScreenGroup; screen: string }> } | { notCalled: string }
> = {
  signUp: { calledFrom: [{ group: 'public', screen: '/signup — Create Account & Sign In' }] },
  signIn: { calledFrom: [{ group: 'public', screen: '/signin — Access Dashboard' }] },
  refresh: {
    notCalled:
      'no screen calls it: the HTTP client does, on a 401 (src/api/client.ts refreshSession); every expired-token case of every signed-in row exercises it',
  },
  me: {
    calledFrom: [
      { group: 'public', screen: 'the route guard of every signed-in page (opening /dashboard/deliveries)' },
    ],
  },
  signOut: { calledFrom: [{ group: 'public', screen: '/dashboard — Logout' }] },
  forgotPassword: {
    calledFrom: [{ group: 'public', screen: '/forgot-password — Send Reset Link (and Resend Email)' }],
  },
  resetPassword: { calledFrom: [{ group: 'public', screen: '/reset-password?token=… — the new password, saved' }] },
  verifyEmail: {
    calledFrom: [{ group: 'public', screen: '/verify-email?email=… — the six-digit code (sent at the sixth digit)' }],
  },
  createApiAccessRequest: {
    calledFrom: [{ group: 'public', screen: '/ — Request API Access dialog, Request Access' }],
  },
  listApiAccessRequests: {
    calledFrom: [{ group: 'ops', screen: '/ops/api-access — the review queue (signed in as operations)' }],
  },
  getApiAccessRequest: {
    calledFrom: [{ group: 'ops', screen: '/ops/api-access?request=… — a request’s detail' }],
  },
  updateApiAccessRequest: {
    calledFrom: [{ group: 'ops', screen: 'a request’s detail — Approve, Reject, Ask for information' }],
  },
  listApiKeys: { calledFrom: [{ group: 'developers', screen: '/dashboard/developers — API keys' }] },
  createApiKey: { calledFrom: [{ group: 'developers', screen: 'Developers — Create key dialog' }] },
  rollApiKey: { calledFrom: [{ group: 'developers', screen: 'Developers — Roll key dialog' }] },
  revokeApiKey: { calledFrom: [{ group: 'developers', screen: 'Developers — Revoke key, confirmed' }] },
  listRequestLogs: { calledFrom: [{ group: 'developers', screen: '/dashboard/developers — Request logs' }] },
  getRequestLog: { calledFrom: [{ group: 'developers', screen: 'Developers — a logged request’s detail' }] },
  listWebhookEndpoints: { calledFrom: [{ group: 'developers', screen: '/dashboard/developers — Webhooks' }] },
  createWebhookEndpoint: { calledFrom: [{ group: 'developers', screen: 'Developers — Add endpoint' }] },
  getWebhookEndpoint: {
    calledFrom: [{ group: 'developers', screen: '/dashboard/developers?endpoint=… — a webhook endpoint’s page' }],
  },
  updateWebhookEndpoint: {
    calledFrom: [{ group: 'developers', screen: 'a webhook endpoint — Edit, Disable, Enable' }],
  },
  deleteWebhookEndpoint: { calledFrom: [{ group: 'developers', screen: 'a webhook endpoint — Delete' }] },
  rotateWebhookSecret: { calledFrom: [{ group: 'developers', screen: 'a webhook endpoint — Rotate secret' }] },
  sendTestWebhook: { calledFrom: [{ group: 'developers', screen: 'a webhook endpoint — Send test event' }] },
  listWebhookDeliveries: {
    calledFrom: [{ group: 'developers', screen: 'a webhook endpoint — Deliveries (filters, pages)' }],
  },
  resendWebhookDelivery: { calledFrom: [{ group: 'developers', screen: 'a webhook endpoint — a delivery’s Resend' }] },
  getInvitation: {
    calledFrom: [{ group: 'public', screen: '/signup?invitation=… — the invitation’s pre-filled sign-up' }],
  },
  createDelivery: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries/new — Create delivery' }],
  },
  createDeliveries: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?view=table — Import CSV, Import' }],
  },
  listRiders: { calledFrom: [{ group: 'riders', screen: '/dashboard/riders — Roster; Dispatch’s riders on duty' }] },
  createRider: { calledFrom: [{ group: 'riders', screen: 'Riders — Add rider dialog, Add rider' }] },
  getRider: { calledFrom: [{ group: 'riders', screen: '/dashboard/riders?rider=… — a rider’s page' }] },
  updateRider: { calledFrom: [{ group: 'riders', screen: 'Riders — Edit rider dialog, Save rider; On duty switch' }] },
  archiveRider: { calledFrom: [{ group: 'riders', screen: 'Riders — Archive a rider, confirmed' }] },
  restoreRider: { calledFrom: [{ group: 'riders', screen: 'Riders — Archived riders, Restore' }] },
  assignDelivery: {
    calledFrom: [
      {
        group: 'deliveries',
        screen: 'Assign rider on an accepted card (and in the detail view, the table, Riders → Dispatch)',
      },
    ],
  },
  getFleet: { calledFrom: [{ group: 'riders', screen: '/dashboard/riders?view=map — Fleet map' }] },
  getCodReport: {
    calledFrom: [{ group: 'riders', screen: '/dashboard/riders?view=cash&day=… — Cash on delivery, a day' }],
  },
  remitCod: { calledFrom: [{ group: 'riders', screen: 'Cash on delivery — a rider’s Mark remitted, confirmed' }] },
  getCodSettings: {
    calledFrom: [{ group: 'riders', screen: '/dashboard/riders?view=cash — Cash-handling fee' }],
  },
  updateCodSettings: { calledFrom: [{ group: 'riders', screen: 'Cash on delivery — Cash-handling fee, Save' }] },
  verifyDeliveryCode: { calledFrom: [{ group: 'deliveries', screen: 'Mark as Delivered — Check code' }] },
  completeDelivery: {
    calledFrom: [{ group: 'deliveries', screen: 'Mark as Delivered — the proof dialog’s Mark as Delivered' }],
  },
  getDeliveryProof: {
    calledFrom: [{ group: 'deliveries', screen: 'a delivered delivery’s detail view — Proof of delivery' }],
  },
  recordFailedAttempt: {
    calledFrom: [{ group: 'deliveries', screen: 'Mark as Delivered — Couldn’t deliver…, Record attempt' }],
  },
  returnDelivery: {
    calledFrom: [{ group: 'deliveries', screen: 'Mark as Delivered — Return to sender… after three attempts' }],
  },
  listDeliveries: { calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries — Deliveries list' }] },
  listAttention: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?view=attention — Needs attention' }],
  },
  getDelivery: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?delivery=… — delivery detail view' }],
  },
  getDeliveryTracking: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?delivery=… — Tracking history' }],
  },
  acceptDelivery: { calledFrom: [{ group: 'deliveries', screen: 'Deliveries tab — Accept on a card' }] },
  rejectDelivery: {
    calledFrom: [{ group: 'deliveries', screen: 'Deliveries tab — Reject on a card, with a reason' }],
  },
  updateDeliveryStatus: {
    calledFrom: [{ group: 'deliveries', screen: 'Deliveries tab — Mark as Picked Up on a card' }],
  },
  cancelDelivery: {
    calledFrom: [{ group: 'deliveries', screen: 'delivery detail view — Cancel delivery with a reason' }],
  },
  updateTracking: {
    calledFrom: [{ group: 'deliveries', screen: 'delivery detail view — Update location of a delivery on the road' }],
  },
  getWallet: {
    calledFrom: [{ group: 'wallet', screen: '/dashboard/overview — Wallet balance tile (the dashboard load)' }],
  },
  listTransactions: { calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Recent transactions' }] },
  getTransaction: {
    calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet/transactions?transaction=… — transaction detail' }],
  },
  topUp: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Add money, Confirm' }] },
  transfer: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Send, Confirm' }] },
  resolveRecipient: {
    calledFrom: [{ group: 'wallet', screen: 'Wallet — Send, Review transfer (the recipient’s name)' }],
  },
  withdraw: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Withdraw, Confirm' }] },
  listBanks: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Add a payout account (the banks)' }] },
  resolveBankAccount: {
    calledFrom: [{ group: 'wallet', screen: 'Wallet — Add a payout account (the bank’s name enquiry)' }],
  },
  listPayoutAccounts: { calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Payout accounts' }] },
  createPayoutAccount: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Add a payout account, Save account' }] },
  setDefaultPayoutAccount: { calledFrom: [{ group: 'wallet', screen: 'Wallet — a payout account’s Make default' }] },
  deletePayoutAccount: { calledFrom: [{ group: 'wallet', screen: 'Wallet — a payout account’s Remove, confirmed' }] },
  getWalletStatistics: {
    calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Total earnings / Platform fees' }],
  },
  listDeliveryRoutes: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/routes — Delivery Routes' }],
  },
  createDeliveryRoute: { calledFrom: [{ group: 'profile', screen: 'Routes — Add Route, Save Route' }] },
  getCustomerMessages: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Customer messages card' }],
  },
  updateCustomerMessages: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Customer messages, Save messages' }],
  },
  getPublicTracking: {
    notCalled:
      'the customers’ tracking page calls it (/track/<code>, its own small entry outside the app: src/track/); its failures are tested there (src/track/__tests__/) and its journey in e2e-prod',
  },
  updateDeliveryRoute: { notCalled: 'routes are not edited in place: the dashboard adds, toggles and deletes them' },
  deleteDeliveryRoute: { calledFrom: [{ group: 'profile', screen: 'Routes — Delete route, confirmed' }] },
  toggleDeliveryRoute: { calledFrom: [{ group: 'profile', screen: 'Routes — a route’s active switch' }] },
  getPartnerProfile: { calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Profile card' }] },
  updatePartnerProfile: { calledFrom: [{ group: 'profile', screen: 'Profile tab — Edit Profile, Save changes' }] },
  setCompanyName: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/welcome — What is your company called?, Continue' }],
  },
  getPartnerSettings: { calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Account settings' }] },
  updatePartnerSettings: { calledFrom: [{ group: 'profile', screen: 'Profile tab — a setting’s switch' }] },
  getBillingInfo: {
    calledFrom: [{ group: 'billing', screen: '/dashboard/billing — Billing information' }],
  },
  updateBillingInfo: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Update Billing Info' }] },
  listPaymentMethods: { calledFrom: [{ group: 'billing', screen: '/dashboard/billing — Payment methods' }] },
  createPaymentMethod: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Add Payment Method dialog' }] },
  updatePaymentMethod: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Edit payment method dialog' }] },
  deletePaymentMethod: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Delete payment method, confirmed' }] },
  getBillingPlan: { calledFrom: [{ group: 'billing', screen: '/dashboard/billing — Plan and usage' }] },
  listInvoices: { calledFrom: [{ group: 'billing', screen: '/dashboard/billing — Invoices (the billing history)' }] },
  getInvoice: { calledFrom: [{ group: 'billing', screen: '/dashboard/billing/invoices/… — Receipt' }] },
  getDeliveryStatistics: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/overview — Awaiting action tile (the dashboard load)' }],
  },
  getPerformance: { calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Earnings (7 / 30 / 90 days)' }] },
};

/** The endpoints a group of screens calls, by the map above. */
export function endpointsOf(group: ScreenGroup): EndpointName[] {
  return (Object.keys(endpointScreens) as EndpointName[]).filter((name) => {
    const entry = endpointScreens[name];
    return 'calledFrom' in entry && entry.calledFrom.some((screen) => screen.group === group);
  });
}
