import type { BadgeTone } from '@/components/ui/badge';
import type { ReviewStatusFilter } from './search';

/** How the queue names each status (and the "All" tab), and the badge's colour. */
export const statusLabels: Record<ReviewStatusFilter, string> = {
  pending: 'Pending',
  more_information_needed: 'More information needed',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

export const statusTones: Record<Exclude<ReviewStatusFilter, 'all'>, BadgeTone> = {
  pending: 'yellow',
  more_information_needed: 'blue',
  approved: 'green',
  rejected: 'red',
};
