import type { ApiAccessRepo } from '../../domain/api-access/records';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/** API-access requests over the in-memory collections (the mock's review reads the same). */
export const memoryApiAccessRepo = (c: Collections<MemoryCollections>): ApiAccessRepo => ({
  insert: async (record) => c.insert('apiAccessRequests', record),
});
