import type { EndpointDef, EndpointName } from '@/api/endpoints';
import { apiAccessRoutes } from './api-access';
import { apiKeyRoutes } from './api-keys';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { cashOnDeliveryRoutes } from './cash-on-delivery';
import { deliveryRoutes } from './deliveries';
import { deliveryRouteRoutes } from './delivery-routes';
import { partnerRoutes } from './partners';
import { payoutRoutes } from './payouts';
import { proofRoutes } from './proof';
import { riderRoutes } from './riders';
import type { Binding, RouteTable } from './table';
import { walletRoutes } from './wallet';
import { webhookRoutes } from './webhooks';

/*
 * Every endpoint the server answers, by area. An endpoint of the contract missing here is not on
 * the server yet: it answers 501 (server/http/app.ts) and the mock serves it (docs/server.md).
 */
export const routes: RouteTable = {
  ...authRoutes,
  ...apiAccessRoutes,
  ...partnerRoutes,
  ...walletRoutes,
  ...payoutRoutes,
  ...deliveryRoutes,
  ...deliveryRouteRoutes,
  ...billingRoutes,
  ...proofRoutes,
  ...cashOnDeliveryRoutes,
  ...riderRoutes,
  ...webhookRoutes,
  ...apiKeyRoutes,
};

/** An endpoint's binding as the app calls it (each was type-checked against its own endpoint where it is written). */
export const routeOf = (name: EndpointName): Binding<EndpointDef> | undefined =>
  (routes as Partial<Record<EndpointName, Binding<EndpointDef>>>)[name];
