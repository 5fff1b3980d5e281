import { describe, expect, it } from 'vitest';
import { apiKeyModes } from '@/api/schemas/api-keys';
import { textMax } from '@/api/schemas/common';
import { requestLogOutcomes } from '@/api/schemas/request-logs';
import { firstRequestLogPage } from '@/queries/request-logs';
import { requestLogQueryOf } from '../developers-queries';
import { deliveryQueryOf } from '../webhooks/webhook-queries';
import {
  developersSearchDefaults,
  hasLogFilters,
  modeFilters,
  outcomeFilters,
  pathSearchMaxLength,
  validateDevelopersSearch,
} from '../search';

/** A URL's raw params, as the router hands them over. */
const validate = (raw: Record<string, unknown>) =>
  validateDevelopersSearch(raw as Parameters<typeof validateDevelopersSearch>[0]);

describe('the Developers section’s search params', () => {
  it('are the contract’s values and bounds', () => {
    expect(outcomeFilters.slice(1)).toEqual([...requestLogOutcomes]);
    expect(modeFilters.slice(1)).toEqual([...apiKeyModes]);
    expect(pathSearchMaxLength).toBe(textMax.search);
    expect(validate({ key: 'k'.repeat(100) }).key).toHaveLength(textMax.id);
  });

  it('fall back to the defaults for what does not fit', () => {
    expect(developersSearchDefaults).toEqual({
      outcome: 'all',
      mode: 'all',
      key: '',
      path: '',
      page: 1,
      endpoint: '',
      eventType: '',
      deliveryOutcome: 'all',
      deliveryPage: 1,
    });
    expect(validate({ outcome: 'maybe', mode: 'LIVE', page: '-2', path: 42 })).toEqual({
      ...developersSearchDefaults,
      path: '42',
    });
    expect(hasLogFilters(developersSearchDefaults)).toBe(false);
    expect(hasLogFilters({ ...developersSearchDefaults, path: '  ' })).toBe(false);
    expect(hasLogFilters({ ...developersSearchDefaults, outcome: 'failed' })).toBe(true);
  });

  it('ask for the loader’s first page when nothing narrows the log, else for just what is set', () => {
    expect(requestLogQueryOf(developersSearchDefaults)).toEqual(firstRequestLogPage);
    expect(
      requestLogQueryOf({
        ...developersSearchDefaults,
        outcome: 'failed',
        mode: 'test',
        key: 'key_1',
        path: ' /api/wallet ',
        page: 3,
      }),
    ).toEqual({ page: 3, limit: 20, outcome: 'failed', mode: 'test', keyId: 'key_1', path: '/api/wallet' });
  });

  it('ask for a webhook endpoint’s deliveries by type and outcome, an unknown type for all', () => {
    const search = { ...developersSearchDefaults, endpoint: 'we_1', deliveryPage: 2 };
    expect(deliveryQueryOf(search)).toEqual({ page: 2, limit: 20 });
    expect(deliveryQueryOf({ ...search, eventType: 'payout.failed', deliveryOutcome: 'failed' })).toEqual({
      page: 2,
      limit: 20,
      type: 'payout.failed',
      outcome: 'failed',
    });
    expect(deliveryQueryOf({ ...search, eventType: 'payout.maybe' })).toEqual({ page: 2, limit: 20 });
    expect(validate({ endpoint: 'we_1', deliveryOutcome: 'lost', deliveryPage: '0' })).toEqual({
      ...developersSearchDefaults,
      endpoint: 'we_1',
    });
  });
});
