import type { DeliveryRouteRecord } from './records';

/* What the delivery routes' rules need of a store (server/domain/ports.ts); reads return copies. */

export interface DeliveryRouteRepo {
  /** The partner's routes, in the order they were added. */
  list(partnerId: string): Promise<DeliveryRouteRecord[]>;
  insert(route: DeliveryRouteRecord): Promise<void>;
  update(partnerId: string, id: string, patch: Partial<Omit<DeliveryRouteRecord, 'partnerId' | 'id'>>): Promise<void>;
  delete(partnerId: string, id: string): Promise<void>;
}

export interface DeliveryRouteRepos {
  deliveryRoutes: DeliveryRouteRepo;
}
