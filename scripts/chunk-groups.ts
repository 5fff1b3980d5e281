/*
 * Which chunk a module goes to, decided by the folder it lives in (or the package it comes
 * from) — never by its file name. vite.config.ts turns these groups into Rolldown's
 * `codeSplitting.groups`; scripts/__tests__/chunk-groups.test.ts checks every folder named
 * here exists, and `npm run budget` checks what each first visit downloads.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A module id as Rolldown passes it to a group's test, relative to the project, with `/`. */
export type ModulePath = string;

export interface ChunkGroup {
  name: string;
  /** Higher goes first; a module taken by one group is not in another. */
  priority: number;
  /** Folders whose modules (any depth unless `shallow`) the group takes. */
  folders?: readonly string[];
  /** Folders whose own files (not their subfolders) the group takes. */
  shallowFolders?: readonly string[];
  /** Packages the group takes (a subpath after the name narrows it). */
  packages?: readonly string[];
  /** Package subpaths left out of `packages` (zod's locales load on a refusal only). */
  exceptPackages?: readonly string[];
  /** Route files whose split code joins the group (their component comes from its folders). */
  routesOf?: 'folders';
  tags?: readonly '$initial'[];
  /**
   * Single modules, for the few small pieces public pages and signed-in screens share: without a
   * group of their own the dashboard group would take them along with its members' imports, and
   * the sign-in page would then download the dashboard. Each is checked to exist.
   */
  modules?: readonly ModulePath[];
  /** lucide icons by name, for the same reason. */
  icons?: readonly string[];
  /** Modules of `folders` left to the screens that use them (each checked to exist). */
  exceptModules?: readonly ModulePath[];
  /**
   * Only the group's own modules, not what they import (Rolldown takes a group's dependencies
   * along unless told): a few small modules in one file, their imports left where they are.
   */
  withoutDependencies?: true;
}

/** The data layer's folders: contract, schemas, client functions, query modules. */
const dataLayerFolders = ['src/api/', 'src/api/contract/', 'src/api/schemas/', 'src/queries/'] as const;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source files that exist now (what `domainModules` picks from). */
const trackedSources: ReadonlySet<string> = new Set(
  dataLayerFolders.flatMap((folder) => readdirSync(path.join(projectRoot, folder)).map((name) => `${folder}${name}`)),
);

/** A domain's modules in every data-layer folder that has one (`files`: what exists). */
export function domainModules(domain: string, files: ReadonlySet<string>): ModulePath[] {
  return dataLayerFolders.map((folder) => `${folder}${domain}.ts`).filter((file) => files.has(file));
}

/** Domains whose contract, client and queries load with their screens, not with the signed-in start. */
export const onDemandDomains = [
  // Sign-up, sign-in, password reset, verification: the public pages' (the session's calls: `session`).
  'auth',
  'api-access',
  'api-keys',
  'request-logs',
  'webhooks',
  // Creating deliveries and reporting a location: the new-delivery page, the import, the detail.
  'delivery-writes',
  // The needs-attention list: its view (`?view=attention`) loads it.
  'delivery-attention',
  // Riders, dispatch and the fleet map; proof of delivery and failed attempts (issue 27): their dialogs and section.
  'riders',
  'delivery-proof',
  // Cash on delivery's report, remittances and fee (issue 28): the Riders section's cash view.
  'cash-on-delivery',
  'partner',
  // The Profile's customer messages card (issue 28); the customers' tracking page's call.
  'customer-messages',
  'public-tracking',
  'payouts',
  'nuban',
  'wallet-movements',
  'invoices',
  // The overview's (and their sections'): the deliveries section reads none of them (its
  // mutations invalidate the wallet's and statistics' keys: src/queries/*-keys.ts).
  'billing',
  'delivery-routes',
  'wallet',
  'statistics',
] as const;

/** Query modules that load with their screens: sign-in's own hooks, the routes', billing's and the import's writes. */
export const onDemandQueries = [
  'src/queries/auth.ts',
  'src/queries/deferred-mutation.ts',
  'src/queries/delivery-route-mutations.ts',
  'src/queries/billing-mutations.ts',
  'src/queries/delivery-import.ts',
  'src/queries/pool.ts',
  // The sections' query and write helpers: with the sections (`kit`), never the first visit's.
  'src/queries/api-query.ts',
  'src/queries/cache-effects.ts',
] as const;

export const chunkGroups: readonly ChunkGroup[] = [
  // Everything the entry imports statically, in one file (fewer requests, better compression).
  { name: 'app', priority: 3, tags: ['$initial'] },
  // Tiny pieces the landing page and the signed-in screens share: in the entry (a few hundred
  // bytes) rather than each in a file of its own on both.
  { name: 'app', priority: 3, modules: ['src/components/ui/format.ts'], icons: ['check', 'wallet', 'arrow-right'] },
  // TanStack Query, ky, zod and the app's data layer: what every signed-in screen needs.
  {
    name: 'data',
    priority: 2,
    packages: ['@tanstack/react-query', '@tanstack/query-core', 'ky', 'zod'],
    exceptPackages: ['zod/v4/locales'],
    folders: ['src/api/', 'src/queries/'],
    exceptModules: [
      ...onDemandDomains.flatMap((domain) => domainModules(domain, trackedSources)),
      ...onDemandQueries,
      // The amounts' rules and schema go with the writes (`kit`).
      'src/api/money.ts',
      'src/api/schemas/money.ts',
    ],
  },
  // The app frame and the deliveries section’s first visit (its lazy views have folders of their own).
  {
    name: 'dashboard',
    priority: 1,
    folders: ['src/features/dashboard/'],
    shallowFolders: ['src/features/deliveries/'],
    routesOf: 'folders',
  },
  // What the deliveries section shares with public pages (the fields' input styles, the
  // footer's icons, the notices' warning sign): apart, or the dashboard group would take them
  // along — and sign-in, whose notice draws the warning sign, would download the dashboard.
  {
    name: 'shared',
    priority: 2,
    modules: ['src/components/ui/input.ts'],
    icons: ['mail', 'phone', 'map-pin', 'triangle-alert'],
  },
  // The small pieces the deliveries section's lazy views share (times in Lagos, load errors, the
  // steps' buttons, the writes' data layer): one file, not a handful of a few hundred bytes — and
  // one name, not a handful, in the first visit's preload table. Nothing that needs radix (`ui`):
  // the overview, which reads Lagos times, would download it along.
  {
    name: 'kit',
    // Below the packages' groups: radix stays in `ui`.
    priority: 0,
    modules: [
      'src/components/ui/lagos-time.ts',
      'src/components/ui/plural.ts',
      'src/components/feedback/load-error.tsx',
      'src/components/ui/copy-text.tsx',
      // The sections' cards (Profile, Wallet, Billing, Riders, Routes): not the first visit's.
      'src/components/ui/section-card.tsx',
      'src/features/deliveries/forms/confirm-buttons.tsx',
      // Cash on delivery in words: the detail's and needs attention's (issue 28).
      'src/features/deliveries/detail/cod-words.ts',
      'src/forms/cancel-delivery-form.ts',
      'src/api/schemas/delivery-writes.ts',
      // The amounts' schema: the writes' (prices), the routes' and the money movements' — never
      // the first visit's (the data group would take it, with its messages, into every start).
      'src/api/money.ts',
      'src/api/schemas/money.ts',
      'src/api/contract/delivery-writes.ts',
      'src/api/delivery-writes.ts',
      'src/queries/delivery-writes.ts',
      'src/queries/api-query.ts',
      'src/queries/cache-effects.ts',
    ],
    icons: ['map-pin-off'],
  },
  { name: 'forms', priority: 1, packages: ['react-hook-form', '@hookform'] },
  // What the sections' forms share (a field's binding, the required-text rule, the refusal
  // notice's hook, the Cancel/submit row): one file, not four of a hundred bytes each — and one
  // name, not four, in every first visit's preload table. Their imports (the button, the notice)
  // stay where they are: sign-in shares those.
  {
    name: 'form-kit',
    priority: 1,
    modules: [
      'src/forms/bind-field.ts',
      'src/forms/required-text.ts',
      'src/forms/use-refusal.ts',
      'src/components/ui/form-buttons.tsx',
    ],
    withoutDependencies: true,
  },
  { name: 'ui', priority: 1, packages: ['radix-ui', '@radix-ui'] },
  // Toasts load with the first notification, not with the dialogs and switches.
  { name: 'toasts', priority: 1, packages: ['sonner'] },
];

/** The project-relative path of a module id (`?query` kept), or null for a virtual module. */
export function modulePath(id: string, root: string): ModulePath | null {
  const clean = id.replace(/^\0/, '').split(path.sep).join('/');
  const base = root.split(path.sep).join('/').replace(/\/?$/, '/');
  const inPackages = clean.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return clean.slice(inPackages + 1);
  return clean.startsWith(base) ? clean.slice(base.length) : null;
}

const packageOf = (modulePath: ModulePath): string | null => {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/?]+)(\/[^?]*)?/.exec(modulePath);
  return match ? `${match[1]}${match[2] ?? ''}` : null;
};

const under = (file: string, folder: string) => file.startsWith(folder);
const directlyIn = (file: string, folder: string) => under(file, folder) && !file.slice(folder.length).includes('/');

/** Whether `file` (a source path without its query) is one of the group's folders' files. */
function inFolders(group: ChunkGroup, file: string): boolean {
  return (
    (group.folders ?? []).some((folder) => under(file, folder)) ||
    (group.shallowFolders ?? []).some((folder) => directlyIn(file, folder))
  );
}

/** The files a route file imports through the `@/` alias, as project paths without extension. */
function routeImports(root: string, file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/from '@\/([^']+)'/g)].map((match) => `src/${match[1]}`);
}

/**
 * The test Rolldown runs for a group: its packages, its folders, and — with `routesOf` — the
 * split code of a route file whose imports come from its folders (the route shows that feature).
 */
export function groupTest(group: ChunkGroup, root: string): (id: string) => boolean {
  return (id) => {
    const relative = modulePath(id, root);
    if (relative === null) return false;
    const pkg = packageOf(relative);
    if (pkg !== null) {
      const inPackage = (name: string) => pkg === name || pkg.startsWith(`${name}/`);
      if ((group.icons ?? []).some((icon) => pkg === `lucide/dist/esm/icons/${icon}.mjs`)) return true;
      return (group.packages ?? []).some(inPackage) && !(group.exceptPackages ?? []).some(inPackage);
    }
    if (group.modules?.includes(relative)) return true;
    if (group.exceptModules?.includes(relative)) return false;
    const [file = '', query] = relative.split('?');
    if (group.routesOf === 'folders' && query?.startsWith('tsr-split') && file.startsWith('src/routes/')) {
      return routeImports(root, file).some((imported) => inFolders(group, `${imported}.tsx`));
    }
    return inFolders(group, file);
  };
}
