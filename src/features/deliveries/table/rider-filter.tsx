import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '@/components/ui/filter-field';
import { riderQueries } from '@/queries/riders';

/**
 * The table's rider filter (issue 27): any rider, the accepted deliveries still without one, or
 * one rider's (the roster, archived riders aside). A rider the list does not hold (a shared
 * link to an archived one) stays chosen, by its id.
 */
export function RiderFilter({ value, onChange }: { value: string; onChange: (rider: string) => void }) {
  const riders = useQuery(riderQueries.list());
  const known = value === '' || value === 'unassigned' || riders.data?.items.some((rider) => rider.id === value);
  return (
    <FilterSelect label="Rider" value={value} onChange={onChange}>
      <option value="">Any rider</option>
      <option value="unassigned">Unassigned</option>
      {riders.data?.items.map((rider) => (
        <option key={rider.id} value={rider.id}>
          {rider.name}
        </option>
      ))}
      {known ? null : <option value={value}>{riders.isPending ? 'Loading riders…' : value}</option>}
    </FilterSelect>
  );
}
