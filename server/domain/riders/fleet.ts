import { FLEET_MAX, type Fleet } from '@/api/schemas/riders';
import { toRiderRef } from '../deliveries/view';
import type { Ctx } from '../ports';

/*
 * The fleet map (issue 27): the partner's open deliveries (accepted, picked up, in transit),
 * newest first, at most FLEET_MAX, each with its rider and its last reported place that had
 * coordinates (its address with it: a later address-only report is another place). `total` counts
 * them all.
 */

export async function getFleet({ tx }: Ctx, partnerId: string): Promise<Fleet> {
  const { items, total } = await tx.fleet.open(partnerId, FLEET_MAX);
  const riderIds = [...new Set(items.flatMap(({ delivery }) => (delivery.riderId ? [delivery.riderId] : [])))];
  const riders = new Map((await tx.riders.byIds(partnerId, riderIds)).map((rider) => [rider.id, rider]));
  return {
    items: items.map(({ delivery, position }) => {
      const rider = delivery.riderId ? riders.get(delivery.riderId) : undefined;
      return {
        deliveryId: delivery.id,
        trackingNumber: delivery.trackingNumber,
        status: delivery.status,
        recipientName: delivery.customer.name,
        toCity: delivery.to.city,
        ...(rider ? { rider: toRiderRef(rider) } : {}),
        ...(position
          ? {
              position: {
                coordinates: position.location.coordinates,
                ...(position.location.address ? { address: position.location.address } : {}),
                at: position.at,
              },
            }
          : {}),
      };
    }),
    total,
  };
}
