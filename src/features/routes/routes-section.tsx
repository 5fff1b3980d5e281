import { DeliveryRoutesCard } from './delivery-routes-card';

/** The partner's delivery routes: where it delivers, at what base price, which are active. */
export function RoutesSection() {
  return (
    <div className="max-w-4xl">
      <DeliveryRoutesCard />
    </div>
  );
}
