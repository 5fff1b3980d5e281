import type { DeliveryRecord, EventLocation, RiderRecord } from '../deliveries/records';

/*
 * What the roster's rules (./roster.ts, ./fleet.ts) and the deliveries' (a delivery's rider,
 * dispatch) need of a store, inside one transaction (server/domain/ports.ts). Every method is
 * scoped to one partner; reads return copies. A rider's load is counted by the store (PostgreSQL
 * from an index of the open deliveries and `deliveries_delivered`), never by reading the
 * partner's every delivery.
 */

/** What a rider carries now: assigned and open, on the road, delivered since the start of today. */
export interface RiderLoad {
  /** Accepted, picked up or in transit. */
  open: number;
  /** Picked up or in transit. */
  moving: number;
  /** Delivered at or after the day's start (`deliveredAt`). */
  completedToday: number;
}

/** What a rider's change may set (`plate: undefined` removes the plate). */
export type RiderChange = Partial<Pick<RiderRecord, 'name' | 'phone' | 'vehicle' | 'plate' | 'onDuty' | 'archivedAt'>>;

/**
 * The outcome of a write that may give a rider a phone another rider on the roster has (the last
 * ten digits, among the partner's riders not archived): the store refuses it as a constraint
 * (PostgreSQL: a unique partial index), so two requests at once cannot both write one.
 */
export type RiderWrite = 'written' | 'phone-taken';

export interface RiderRepo {
  /**
   * The partner's rider. `lock`: `share` while the rider is given a delivery (archiving or taking
   * it off duty waits), `update` to change it (an assignment waits, then sees the change).
   */
  byId(partnerId: string, id: string, options?: { lock?: 'share' | 'update' }): Promise<RiderRecord | undefined>;
  byIds(partnerId: string, ids: readonly string[]): Promise<RiderRecord[]>;
  /** The partner's riders on the roster, or (`archived`) those archived; in no particular order. */
  list(partnerId: string, archived: boolean): Promise<RiderRecord[]>;
  /** How many riders the partner has, archived ones included. */
  count(partnerId: string): Promise<number>;
  insert(rider: RiderRecord): Promise<RiderWrite>;
  update(partnerId: string, id: string, change: RiderChange): Promise<RiderWrite>;
  /** The loads of the partner's riders (`riderIds`: only these) that carry anything; `todayStart` in epoch ms. */
  loads(partnerId: string, todayStart: number, riderIds?: readonly string[]): Promise<Map<string, RiderLoad>>;
  /** The rider's open deliveries, and those it delivered since `todayStart`: each newest first. */
  carried(
    partnerId: string,
    riderId: string,
    todayStart: number,
  ): Promise<{ open: DeliveryRecord[]; completedToday: DeliveryRecord[] }>;
}

/** An open delivery on the fleet map, with its last reported place that had coordinates. */
export interface FleetDelivery {
  delivery: DeliveryRecord;
  position?: { location: EventLocation & { coordinates: NonNullable<EventLocation['coordinates']> }; at: string };
}

export interface FleetRepo {
  /** The partner's open deliveries (accepted, picked up, in transit) newest first, at most `limit`; `total`: all of them. */
  open(partnerId: string, limit: number): Promise<{ items: FleetDelivery[]; total: number }>;
}
