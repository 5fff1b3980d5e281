import { apiAccessHandlers } from './api-access';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { deliveryHandlers } from './deliveries';
import { deliveryRouteHandlers } from './delivery-routes';
import { devHandlers } from './dev';
import { partnerHandlers } from './partner';
import { statisticsHandlers } from './statistics';
import { walletHandlers } from './wallet';

export const handlers = [
  ...authHandlers,
  ...apiAccessHandlers,
  ...deliveryHandlers,
  ...walletHandlers,
  ...deliveryRouteHandlers,
  ...partnerHandlers,
  ...billingHandlers,
  ...statisticsHandlers,
  ...devHandlers,
];
