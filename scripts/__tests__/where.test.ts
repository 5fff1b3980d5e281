import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sourceFiles, type SourceFile } from '../where/files';
import { endpointNames, endpointsNamed, locate, type Place, type Whereabouts } from '../where/locate';

/*
 * `npm run where <endpoint>` must find every layer of every endpoint in the code: a new endpoint
 * without a handler, a query, a screen or tests, or a file moved where the search cannot see it,
 * fails here. Endpoints no screen calls (src/test/fault-screens.ts says why) need no screen,
 * query or journey.
 */
const files = sourceFiles();
const all = endpointNames.map((name) => locate(name, files));

function missing(where: Whereabouts): string[] {
  const layers: Record<string, unknown[]> = {
    contract: where.contract,
    schemas: where.schemas,
    // The server's route, or (not on the server yet) the mock's own handler.
    handler: [...where.route, ...where.handler],
    // Its rules, once, in the server's conformance suite (docs/testing.md, What lives where).
    'server tests': where.tests.server,
    ...(where.notCalled === null && {
      'screen tests': where.tests.screen,
      'client function': where.client,
      'queries and hooks': where.queries,
      screens: where.screens,
      'query tests': where.tests.queries,
      'end-to-end tests': where.tests.e2e,
    }),
  };
  return Object.entries(layers)
    .filter(([, found]) => found.length === 0)
    .map(([layer]) => layer);
}

describe('npm run where', () => {
  it('finds every layer of every endpoint', () => {
    const gaps = new Map(all.map((where) => [where.endpoint, missing(where)] as const));
    expect(Object.fromEntries([...gaps].filter(([, layers]) => layers.length > 0))).toEqual({});
  });

  it('names only files that exist', () => {
    const named = all.flatMap((where) => [
      ...[
        where.contract,
        where.schemas,
        where.client,
        where.queries,
        where.handler,
        where.rules,
        where.route,
        where.useCases,
        where.screens,
      ].flatMap((places) => places.map((place) => place.file)),
      ...where.storage.repositories.flatMap((repository) => repository.place?.split(':')[0] ?? []),
      ...Object.values(where.tests).flatMap((tests) => tests.map((test) => test.split(' ')[0]!)),
    ]);
    expect(named.filter((file) => !existsSync(path.join(projectRoot, file)))).toEqual([]);
  });

  it('finds the needs-attention list from its contract to its journeys', () => {
    const where = locate('listAttention', files);
    expect(where.contract[0]?.file).toMatch(/^src\/api\/contract\//);
    // On the server (issue 38): its route and the use-case it calls; the mock runs that route.
    expect(where.route[0]?.file).toBe('server/http/routes/deliveries.ts');
    expect(where.useCases.map((place) => place.file)).toEqual(['server/domain/deliveries/attention.ts']);
    expect(where.handler).toEqual([]);
    expect(where.queries.map((place) => place.name)).toContain('attentionQueries.page');
    expect(where.screens.map((place) => place.file)).toContain('src/features/deliveries/attention/attention-view.tsx');
    expect(where.tests.screen).toContain('src/__tests__/deliveries-attention.test.tsx');
    expect(where.tests.e2e).toContain('e2e/deliveries-attention.spec.ts');
  });

  it('names, for every endpoint on the server, its repositories, their tables and the tables’ migrations', () => {
    const onServer = all.filter((where) => where.route.length > 0);
    expect(onServer.length).toBeGreaterThan(50);
    const gaps = onServer.flatMap((where) => [
      ...(where.storage.repositories.length === 0 ? [`${where.endpoint}: no repository`] : []),
      ...where.storage.repositories
        .filter((repository) => repository.place === null)
        .map((repository) => `${where.endpoint}: tx.${repository.name} has no PostgreSQL entry`),
      ...where.storage.migrations
        .filter((table) => table.migrations.length === 0)
        .map((table) => `${where.endpoint}: no migration makes ${table.table}`),
    ]);
    expect(gaps).toEqual([]);
    const performance = locate('getPerformance', files).storage;
    expect(performance.repositories.find((r) => r.name === 'deliveries')?.place).toMatch(
      /^server\/storage\/postgres\/repos\/deliveries\.ts:\d+$/,
    );
    expect(performance.migrations).toContainEqual({
      table: 'deliveries',
      // 0007-riders indexes its open deliveries by rider (the roster's loads); 0008 the report's.
      migrations: ['0003-deliveries', '0005-delivered-at', '0007-riders', '0008-proof-and-cash'],
    });
  });

  it('answers an endpoint’s name, its path (each method on it) or a method and a path', () => {
    expect(endpointsNamed('remitCod')).toEqual(['remitCod']);
    expect(endpointsNamed('/api/cash-on-delivery/report')).toEqual(['getCodReport']);
    expect(endpointsNamed('/api/cash-on-delivery/settings')).toEqual(['getCodSettings', 'updateCodSettings']);
    expect(endpointsNamed('PUT /api/cash-on-delivery/settings')).toEqual(['updateCodSettings']);
    // A path as it is called, and a literal path before the pattern that also fits it.
    expect(endpointsNamed('/api/deliveries/dlv_0001')).toEqual(['getDelivery']);
    expect(endpointsNamed('/api/deliveries/attention')).toEqual(['listAttention']);
    expect(endpointsNamed('/api/nowhere')).toEqual([]);
  });

  it('finds cash on delivery from its contract to its screen', () => {
    const where = locate('getCodReport', files);
    expect(where.contract[0]?.file).toBe('src/api/contract/cash-on-delivery.ts');
    // On the server (issue 39): its route, the use-case, its repositories and their tables.
    expect(where.route[0]?.file).toBe('server/http/routes/cash-on-delivery.ts');
    expect(where.useCases.map((place) => place.file)).toEqual(['server/domain/cash-on-delivery/report.ts']);
    expect(where.handler).toEqual([]);
    expect(where.storage.repositories.find((r) => r.name === 'codCollections')?.tables).toEqual(['deliveries']);
    expect(where.client.map((place) => place.file)).toEqual(['src/api/cash-on-delivery.ts']);
    expect(where.queries.map((place) => place.name)).toContain('codQueries.report');
    expect(where.screens.map((place) => place.file)).toContain('src/features/riders/cash/cash-view.tsx');
    expect(where.tests.server).toContain('server/__tests__/conformance/cash-on-delivery.test.ts');
  });

  it('gives the line a name stands on after a multi-line import (a place’s line holds its name)', () => {
    const probe: SourceFile = {
      path: 'src/queries/zz-where-probe.ts',
      text: [
        'import {',
        '  listAttention,',
        "} from '@/api/delivery-attention';",
        '',
        'export const probeQueries = {',
        '  page: () => listAttention(),',
        '};',
        '',
      ].join('\n'),
    };
    const where = locate('listAttention', [...files, probe]);
    expect(where.queries.filter((place) => place.file === probe.path)).toEqual([
      { file: probe.path, line: 6, name: 'probeQueries.page' },
    ]);
    // And in the repository's own files: a place's line holds what it names (a handler, a route,
    // a screen's call) or, for a query entry, the call it makes (a client function, another entry).
    const textOf = (place: Place) => readFileSync(path.join(projectRoot, place.file), 'utf8');
    const lineAt = (place: Place) => textOf(place).split('\n')[place.line - 1] ?? '';
    /** The names a query module calls `name` by: itself, or its import's alias (`createDeliveries as createBatch`). */
    const namesIn = (place: Place, name: string) => [
      name,
      ...[...textOf(place).matchAll(new RegExp(`\\b${name} as (\\w+)`, 'g'))].map((match) => match[1]!),
    ];
    const wrong = all.flatMap((found) => {
      const called = [...found.client, ...found.queries].map((place) => place.name.split('.')[0]!);
      const calls = (place: Place) =>
        called.flatMap((name) => namesIn(place, name)).some((name) => lineAt(place).includes(name));
      return [
        ...[...found.handler, ...found.route, ...found.screens].filter((place) => !lineAt(place).includes(place.name)),
        ...found.queries.filter((place) => !calls(place)),
      ].map((place) => `${found.endpoint}: ${place.file}:${place.line} ${place.name}`);
    });
    expect(wrong).toEqual([]);
  });

  it('names the rules a handler reaches through a helper of its own module, as the use-cases’ rules', () => {
    // A mock handler as listAttention's was (issue 39): it called attentionOf through a local helper.
    const handler: SourceFile = {
      path: 'mocks/handlers/zz-where-probe.ts',
      text: [
        "import { endpoints } from '@/api/endpoints';",
        'import {',
        '  attentionOf,',
        '  unrelated,',
        "} from '../delivery-attention';",
        "import { handle } from '../http';",
        '',
        '/** A page of them. */',
        'function attentionPage(partnerId: string) {',
        '  return attentionOf(partnerId);',
        '}',
        '',
        'export const probeHandlers = [',
        '  handle(endpoints.listAttention, ({ user }) => attentionPage(user.id)),',
        '];',
        '',
      ].join('\n'),
    };
    const probe = locate('listAttention', [...files, handler]);
    expect(probe.rules).toEqual([{ file: 'mocks/delivery-attention.ts', line: 1, name: 'attentionOf' }]);
    // On the server: the use-case the route calls, and the rules that use-case calls in turn.
    const where = locate('listAttention', files);
    expect(where.useCaseRules).toContainEqual({
      file: 'server/domain/deliveries/attention.ts',
      line: expect.any(Number) as number,
      name: expect.stringMatching(/\battentionOf\b/) as string,
    });
  });
});
