import { getRouteApi } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { addDays } from '@/components/ui/lagos-time';
import { touchHeight } from '../rider-parts';

const route = getRouteApi('/_authenticated/dashboard/riders');

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The cash view's day, in the URL (`?day=`; none: today): the day before, the day after (not
 * past today), any day from the date picker, and back to today.
 */
export function DayNav({ day, today }: { day: string; today: string }) {
  const navigate = route.useNavigate();
  const inputId = useId();
  const go = (next: string) =>
    void navigate({ search: (previous) => ({ ...previous, day: next >= today ? '' : next }), resetScroll: false });

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Day
        </label>
        <input
          id={inputId}
          type="date"
          value={day}
          max={today}
          onChange={(event) => {
            if (isDay(event.target.value)) go(event.target.value);
          }}
          className={inputClasses}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className={touchHeight} onClick={() => go(addDays(day, -1))}>
          <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
          Previous day
        </Button>
        <Button variant="secondary" className={touchHeight} disabled={day >= today} onClick={() => go(addDays(day, 1))}>
          Next day
          <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" className={touchHeight} disabled={day === today} onClick={() => go(today)}>
          Today
        </Button>
      </div>
    </div>
  );
}
