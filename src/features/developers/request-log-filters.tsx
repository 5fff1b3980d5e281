import { useQuery } from '@tanstack/react-query';
import { FilterSelect, ValueFilter } from '@/components/ui/filter-field';
import { SearchField } from '@/components/ui/search-field';
import { apiKeyQueries } from '@/queries/api-keys';
import {
  modeFilters,
  outcomeFilters,
  pathSearchMaxLength,
  type DevelopersSearch,
  type ModeFilter,
  type OutcomeFilter,
} from './search';

export type LogFilterChange = Partial<Pick<DevelopersSearch, 'outcome' | 'mode' | 'key'>>;

const outcomeLabels: Record<Exclude<OutcomeFilter, 'all'>, string> = {
  succeeded: 'Succeeded (2xx)',
  failed: 'Failed (4xx, 5xx)',
};
const modeLabels: Record<Exclude<ModeFilter, 'all'>, string> = { test: 'Test', live: 'Live' };

/**
 * The request logs' filters: outcome, mode, the key (the partner's keys, revoked ones too: their
 * requests stay logged) and part of the path (its text from `useSearchText`: the URL follows
 * once typing pauses).
 */
export function RequestLogFilters({
  search,
  text,
  onTextChange,
  onChange,
}: {
  search: DevelopersSearch;
  text: string;
  onTextChange: (text: string) => void;
  onChange: (change: LogFilterChange) => void;
}) {
  const keys = useQuery(apiKeyQueries.list());
  // A key of the URL that is not (or not yet) in the list still shows as chosen.
  const unknownKey = search.key !== '' && !keys.data?.some((key) => key.id === search.key);
  return (
    <div role="search" aria-label="Filter request logs" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ValueFilter
        label="Outcome"
        className="min-w-0"
        value={search.outcome}
        values={outcomeFilters}
        allLabel="All"
        labels={outcomeLabels}
        onChange={(outcome) => onChange({ outcome })}
      />
      <ValueFilter
        label="Mode"
        className="min-w-0"
        value={search.mode}
        values={modeFilters}
        allLabel="All"
        labels={modeLabels}
        onChange={(mode) => onChange({ mode })}
      />
      <div className="col-span-2 min-w-0 lg:col-span-1">
        <FilterSelect label="Key" className="min-w-0" value={search.key} onChange={(key) => onChange({ key })}>
          <option value="">All keys</option>
          {unknownKey ? <option value={search.key}>{search.key}</option> : null}
          {(keys.data ?? []).map((key) => (
            <option key={key.id} value={key.id}>
              {key.name} ({key.redacted})
            </option>
          ))}
        </FilterSelect>
      </div>
      <SearchField
        className="col-span-2 min-w-0 lg:col-span-1"
        label="Path contains"
        value={text}
        onChange={onTextChange}
        placeholder="/api/deliveries"
        maxLength={pathSearchMaxLength}
        inputClassName="font-mono placeholder:font-sans"
      />
    </div>
  );
}
