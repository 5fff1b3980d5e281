import { apiAccessHandlers } from './api-access';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { deliveryHandlers } from './deliveries';
import { deliveryRouteHandlers } from './delivery-routes';
import { devHandlers } from './dev';
import { partnerHandlers } from './partner';
import { payoutHandlers } from './payouts';
import { statisticsHandlers } from './statistics';
import { walletHandlers } from './wallet';

export const handlers = [
  ...authHandlers,
  ...apiAccessHandlers,
  ...deliveryHandlers,
  ...walletHandlers,
  ...payoutHandlers,
  ...deliveryRouteHandlers,
  ...partnerHandlers,
  ...billingHandlers,
  ...statisticsHandlers,
  ...devHandlers,
];
