import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DeliveriesPending } from '@/features/deliveries/deliveries-pending';
import { DeliveriesSection } from '@/features/deliveries/deliveries-section';
import { loadDeliveries } from '@/features/deliveries/list-query';
import { deliveriesSearchDefaults, validateDeliveriesSearch } from '@/features/deliveries/search';

export const Route = createFileRoute('/_authenticated/dashboard/deliveries')({
  validateSearch: validateDeliveriesSearch,
  search: { middlewares: [stripSearchParams(deliveriesSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadDeliveries(context.queryClient, deps, cause),
  pendingComponent: DeliveriesPending,
  component: DeliveriesSection,
});
