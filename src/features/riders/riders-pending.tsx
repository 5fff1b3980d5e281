import { getRouteApi } from '@tanstack/react-router';
import { PendingSection } from '@/components/feedback/pending-section';
import { SectionHeader } from './section-header';

const route = getRouteApi('/_authenticated/dashboard/riders');

const labels = { roster: 'your riders', dispatch: 'dispatch', map: 'the fleet map', cash: 'cash on delivery' } as const;
/** Each view's shape: the roster's card; dispatch's two lists; the fleet's list beside its map; the day's cash. */
const blocks = { roster: ['h-96'], dispatch: ['h-72', 'h-72'], map: ['h-72', 'h-72'], cash: ['h-96'] } as const;

/** The section while its loader waits: the heading and views as they will be, the view's cards as blocks. */
export function RidersPending() {
  const view = route.useSearch({ select: (search) => search.view });
  return (
    <section aria-labelledby="riders-heading" className="space-y-4 sm:space-y-6">
      <SectionHeader view={view} />
      <PendingSection
        label={labels[view]}
        className={view === 'roster' || view === 'cash' ? 'space-y-4' : 'grid gap-4 lg:grid-cols-2'}
        blocks={[...blocks[view]]}
      />
    </section>
  );
}
