import { authEndpoints } from './contract/auth';
import { sessionEndpoints } from './contract/session';
import { apiAccessEndpoints } from './contract/api-access';
import { apiKeyEndpoints } from './contract/api-keys';
import { requestLogEndpoints } from './contract/request-logs';
import { deliveryEndpoints } from './contract/deliveries';
import { deliveryWriteEndpoints } from './contract/delivery-writes';
import { deliveryAttentionEndpoints } from './contract/delivery-attention';
import { webhookEndpoints } from './contract/webhooks';
import { riderEndpoints } from './contract/riders';
import { deliveryProofEndpoints } from './contract/delivery-proof';
import { walletEndpoints } from './contract/wallet';
import { walletMovementEndpoints } from './contract/wallet-movements';
import { deliveryRouteEndpoints } from './contract/delivery-routes';
import { partnerEndpoints } from './contract/partner';
import { billingEndpoints } from './contract/billing';
import { invoiceEndpoints } from './contract/invoices';
import { statisticsEndpoints } from './contract/statistics';
import { payoutEndpoints } from './contract/payouts';
import { publicTrackingEndpoints } from './contract/public-tracking';
import { customerMessageEndpoints } from './contract/customer-messages';
import { cashOnDeliveryEndpoints } from './contract/cash-on-delivery';

/**
 * The contract: every endpoint of docs/product.md#the-core-calls with its method, path, who may call it,
 * and the zod schemas of its body, query and reply (app camelCase; the wire is
 * snake_case, see schemas/common.ts). The client functions and the mock API's
 * handlers are both built from this table. Shapes the product leaves open are
 * decided here — docs/api-contract.md describes them.
 *
 * auth: `public` (no token), `user` (access token), `refresh` (the refresh token as bearer).
 * role: who of the signed-in may call it — partners unless marked (contract/endpoint.ts).
 * idempotent: money-moving calls that must carry an Idempotency-Key.
 */
export const endpoints = {
  ...authEndpoints,
  ...sessionEndpoints,
  ...apiAccessEndpoints,
  ...apiKeyEndpoints,
  ...requestLogEndpoints,
  ...webhookEndpoints,
  // The needs-attention list first: the mock matches it before `/api/deliveries/:id`.
  ...deliveryAttentionEndpoints,
  ...deliveryEndpoints,
  ...deliveryWriteEndpoints,
  ...deliveryProofEndpoints,
  ...riderEndpoints,
  ...cashOnDeliveryEndpoints,
  ...walletEndpoints,
  ...walletMovementEndpoints,
  ...deliveryRouteEndpoints,
  ...partnerEndpoints,
  ...customerMessageEndpoints,
  ...billingEndpoints,
  ...invoiceEndpoints,
  ...statisticsEndpoints,
  ...payoutEndpoints,
  ...publicTrackingEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export {
  buildPath,
  endpoint,
  roleMayCall,
  type EndpointDef,
  type HttpMethod,
  type PathParams,
  type UserRole,
} from './contract/endpoint';
