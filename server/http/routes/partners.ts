import {
  createPaymentMethod,
  deletePaymentMethod,
  getBilling,
  listPaymentMethods,
  updateBilling,
  updatePaymentMethod,
} from '../../domain/partners/billing';
import { getProfile, getSettings, setCompanyName, updateProfile, updateSettings } from '../../domain/partners/profile';
import type { Caller, RouteTable } from './table';

/** Who a partner's request acts for: its account, and its own data or its sandbox twin's. */
const acting = ({ user, partnerId }: Caller) => ({ user, partnerId });

/** A partner's profile, settings, billing details and payment methods (server/domain/partners). */
export const partnerRoutes = {
  getPartnerProfile: ({ ctx, caller }) => getProfile(ctx, acting(caller)),
  updatePartnerProfile: ({ ctx, caller, body }) => updateProfile(ctx, acting(caller), body),
  setCompanyName: ({ ctx, caller, body }) => setCompanyName(ctx, acting(caller), body.companyName),
  getPartnerSettings: ({ ctx, caller }) => getSettings(ctx, caller.partnerId),
  updatePartnerSettings: ({ ctx, caller, body }) => updateSettings(ctx, caller.partnerId, body),
  getBillingInfo: ({ ctx, caller }) => getBilling(ctx, acting(caller)),
  updateBillingInfo: ({ ctx, caller, body }) => updateBilling(ctx, acting(caller), body),
  listPaymentMethods: ({ ctx, caller }) => listPaymentMethods(ctx, caller.partnerId),
  createPaymentMethod: ({ ctx, caller, body }) => createPaymentMethod(ctx, caller.partnerId, body),
  updatePaymentMethod: ({ ctx, caller, params, body }) => updatePaymentMethod(ctx, caller.partnerId, params.id, body),
  deletePaymentMethod: ({ ctx, caller, params }) => deletePaymentMethod(ctx, caller.partnerId, params.id),
} satisfies RouteTable;
