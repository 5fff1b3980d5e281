import { http } from './client';

/**
 * Development only: resets the mock API's database to the demo data. Not part of the
 * contract (a real backend has no such endpoint); the mock answers it in the browser and
 * on :8111.
 */
export async function resetMockData(): Promise<void> {
  await http.post('__mock/reset');
}
