import { createFileRoute } from '@tanstack/react-router';
import { CreateDeliveryPage } from '@/features/deliveries/create/create-delivery-page';

/**
 * A new delivery, /dashboard/deliveries/new. `deliveries_` un-nests it from the section's route,
 * so it renders in the dashboard's frame in the section's place (the Deliveries link stays
 * current); its code loads when the partner goes there.
 */
export const Route = createFileRoute('/_authenticated/dashboard/deliveries_/new')({
  component: CreateDeliveryPage,
});
