import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, groupTest, modulePath, onDemandDomains, onDemandQueries } from '../chunk-groups';

const root = path.resolve(import.meta.dirname, '../..');
const exists = (relative: string) => existsSync(path.join(root, relative));
const group = (name: string, index = 0) => chunkGroups.filter((g) => g.name === name)[index]!;
const id = (relative: string) => path.join(root, relative);

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
    const dashboard = groupTest(group('dashboard'), root);
    expect(dashboard(id('src/features/deliveries/delivery-card.tsx'))).toBe(true);
    expect(dashboard(id('src/features/deliveries/a-file-added-tomorrow.tsx'))).toBe(true);
    expect(dashboard(id('src/features/dashboard/app-frame.tsx'))).toBe(true);
    expect(dashboard(id('src/features/overview/overview.tsx'))).toBe(false);
    expect(dashboard(id('src/features/deliveries/table/delivery-table.tsx'))).toBe(false);
    expect(dashboard(id('src/features/wallet/wallet-section.tsx'))).toBe(false);
  });

  it('puts a route’s split code with the group of the feature it shows', () => {
    const dashboard = groupTest(group('dashboard'), root);
    const split = '?tsr-split=component---loader---pendingComponent';
    expect(dashboard(id(`src/routes/_authenticated/dashboard/deliveries.tsx${split}`))).toBe(true);
    expect(dashboard(id(`src/routes/_authenticated/dashboard.tsx${split}`))).toBe(true);
    expect(dashboard(id(`src/routes/_authenticated/dashboard/deliveries_.new.tsx${split}`))).toBe(false);
    expect(dashboard(id(`src/routes/_authenticated/dashboard/wallet.tsx${split}`))).toBe(false);
    // The route file itself (its stub, in the entry) is not the split code.
    expect(dashboard(id('src/routes/_authenticated/dashboard/deliveries.tsx'))).toBe(false);
  });

  it('takes packages by name, wherever node_modules is, and leaves out the excepted parts', () => {
    const data = groupTest(group('data'), root);
    expect(data('/elsewhere/node_modules/ky/distribution/index.js')).toBe(true);
    expect(data(id('node_modules/zod/v4/mini/schemas.js'))).toBe(true);
    expect(data(id('node_modules/zod/v4/locales/en.js'))).toBe(false);
    expect(data(id('node_modules/kysely/index.js'))).toBe(false);
    expect(data(id('src/queries/deliveries.ts'))).toBe(true);
    expect(data(id('src/queries/wallet-movements.ts'))).toBe(false);
    expect(data(id('src/api/schemas/payouts.ts'))).toBe(false);
    expect(data(id('src/queries/auth.ts'))).toBe(false);
    // Sign-up, sign-in and the rest of the public side load with their pages; the session's calls stay.
    expect(data(id('src/api/auth.ts'))).toBe(false);
    expect(data(id('src/api/session.ts'))).toBe(true);
  });

  it('takes single icons and modules where a folder would be too coarse', () => {
    const shared = groupTest(group('shared'), root);
    expect(shared(id('node_modules/lucide/dist/esm/icons/phone.mjs'))).toBe(true);
    expect(shared(id('node_modules/lucide/dist/esm/icons/phone-call.mjs'))).toBe(false);
    expect(shared(id('src/components/ui/input.ts'))).toBe(true);
    expect(shared(id('src/components/ui/card.tsx'))).toBe(false);
  });

  it('ignores virtual modules outside the project', () => {
    expect(modulePath('\0vite/preload-helper.js', root)).toBeNull();
  });
});
