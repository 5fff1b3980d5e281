import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export interface CrashStore {
  name: string;
  /** The environment a server started on this store gets. */
  env: () => Record<string, string>;
}

/**
 * The stores a crash test (server/__tests__/crash) starts the real server on: the embedded
 * PostgreSQL (PGlite) in a fresh folder per call of `env` — the folders are removed after the
 * file — and PostgreSQL when DATABASE_URL is set.
 */
export function crashStores(): CrashStore[] {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return [
    {
      name: 'the embedded PostgreSQL (PGlite)',
      env: () => {
        const folder = mkdtempSync(path.join(tmpdir(), 'deliveros-crash-'));
        folders.push(folder);
        return { DATA_DIR: folder };
      },
    },
    ...(process.env.DATABASE_URL
      ? [{ name: 'PostgreSQL', env: () => ({ DATABASE_URL: process.env.DATABASE_URL ?? '' }) }]
      : []),
  ];
}
