import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';
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

/* Every endpoint of the contract, by area: the server answers them all (the mock runs the same routes). */
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

const bindings = routes as Partial<Record<EndpointName, Binding<EndpointDef>>>;

/** The contract's endpoints that have no route: none, or the server refuses to start (and every test fails). */
export const unrouted = (Object.keys(endpoints) as EndpointName[]).filter((name) => bindings[name] === undefined);
if (unrouted.length > 0) throw new Error(`Endpoints of the contract without a route: ${unrouted.join(', ')}`);

/** An endpoint's binding as the app calls it (each was type-checked against its own endpoint where it is written). */
export const routeOf = (name: EndpointName): Binding<EndpointDef> => bindings[name] as Binding<EndpointDef>;
