import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, groupTest, modulePath, onDemandDomains, onDemandQueries } from '../chunk-groups';

const root = path.resolve(import.meta.dirname, '../..');
const exists = (relative: string) => existsSync(path.join(root, relative));
const group = (name: string, index = 0) => chunkGroups.filter((g) => g.name === name)[index]!;
const id = (relative: string) => path.join(root, relative);

/**
 * Which files the group `name` leaves of those it should take, and takes of those it should
 * leave (paths from the root, or absolute).
 */
function misplaced(name: string, { takes, leaves }: { takes: string[]; leaves: string[] }) {
  const inGroup = groupTest(group(name), root);
  const taken = (file: string) => inGroup(path.isAbsolute(file) ? file : id(file));
  return { left: takes.filter((file) => !taken(file)), taken: leaves.filter(taken) };
}
const nothingMisplaced = { left: [], taken: [] };

describe('the chunk-group manifest', () => {
  it('names only folders, modules and icons that exist (a rename or move fails here)', () => {
    const missing = chunkGroups.flatMap((g) => [
      ...[...(g.folders ?? []), ...(g.shallowFolders ?? [])].filter((folder) => !exists(folder)),
      ...[...(g.modules ?? []), ...(g.exceptModules ?? [])].filter((file) => !exists(file)),
      ...(g.icons ?? [])
        .map((icon) => `node_modules/lucide/dist/esm/icons/${icon}.mjs`)
        .filter((file) => !exists(file)),
    ]);
    expect(missing).toEqual([]);
  });

  it('keeps every on-demand domain and query module of the data layer real', () => {
    const dataLayer = ['src/api', 'src/api/contract', 'src/api/schemas', 'src/queries'].flatMap((folder) =>
      readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`),
    );
    const domainsWithoutFiles = onDemandDomains.filter(
      (domain) => !dataLayer.some((file) => path.basename(file) === `${domain}.ts`),
    );
    expect(domainsWithoutFiles).toEqual([]);
    expect(onDemandQueries.filter((file) => !exists(file))).toEqual([]);
  });

  it('decides by folder: the deliveries section’s own files join the dashboard, its lazy views do not', () => {
    expect(
      misplaced('dashboard', {
        takes: [
          'src/features/deliveries/delivery-card.tsx',
          'src/features/deliveries/a-file-added-tomorrow.tsx',
          'src/features/dashboard/app-frame.tsx',
        ],
        leaves: [
          'src/features/overview/overview.tsx',
          'src/features/deliveries/table/delivery-table.tsx',
          'src/features/wallet/wallet-section.tsx',
        ],
      }),
    ).toEqual(nothingMisplaced);
  });

  it('puts a route’s split code with the group of the feature it shows', () => {
    const split = '?tsr-split=component---loader---pendingComponent';
    expect(
      misplaced('dashboard', {
        takes: [
          `src/routes/_authenticated/dashboard/deliveries.tsx${split}`,
          `src/routes/_authenticated/dashboard.tsx${split}`,
        ],
        leaves: [
          `src/routes/_authenticated/dashboard/deliveries_.new.tsx${split}`,
          `src/routes/_authenticated/dashboard/wallet.tsx${split}`,
          // The route file itself (its stub, in the entry) is not the split code.
          'src/routes/_authenticated/dashboard/deliveries.tsx',
        ],
      }),
    ).toEqual(nothingMisplaced);
  });

  it('takes packages by name, wherever node_modules is, and leaves out the excepted parts', () => {
    expect(
      misplaced('data', {
        takes: [
          '/elsewhere/node_modules/ky/distribution/index.js',
          'node_modules/zod/v4/mini/schemas.js',
          'src/queries/deliveries.ts',
          'src/api/session.ts',
        ],
        leaves: [
          'node_modules/zod/v4/locales/en.js',
          'node_modules/kysely/index.js',
          'src/queries/wallet-movements.ts',
          'src/api/schemas/payouts.ts',
          'src/queries/auth.ts',
          // Sign-up, sign-in and the rest of the public side load with their pages; the session's calls stay.
          'src/api/auth.ts',
        ],
      }),
    ).toEqual(nothingMisplaced);
  });

  it('takes single icons and modules where a folder would be too coarse', () => {
    expect(
      misplaced('shared', {
        takes: ['node_modules/lucide/dist/esm/icons/phone.mjs', 'src/components/ui/input.ts'],
        leaves: ['node_modules/lucide/dist/esm/icons/phone-call.mjs', 'src/components/ui/card.tsx'],
      }),
    ).toEqual(nothingMisplaced);
  });

  it('ignores virtual modules outside the project', () => {
    expect(modulePath('\0vite/preload-helper.js', root)).toBeNull();
  });
});
