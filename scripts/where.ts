import { sourceFiles } from './where/files';
import { endpointNames, endpointsNamed, locate, type Place } from './where/locate';

/*
 * `npm run where <endpointName | path | "METHOD path">`: the files of one endpoint of
 * src/api/endpoints.ts — contract, schemas, client function, queries and hooks, the server's route,
 * use-cases, repositories, tables and migrations, mock handler and the mock rules it calls,
 * screens, tests — or of each endpoint on a path
 * (`npm run where /api/cash-on-delivery/settings`: its GET and its PUT). Found in the code
 * (scripts/where/locate.ts); scripts/__tests__/where.test.ts fails when any endpoint misses a layer.
 */

const place = (p: Place) => `${p.file}:${p.line}  ${p.name}`;
const section = (title: string, lines: readonly string[], none = '(none)') =>
  `${title}\n${(lines.length > 0 ? [...new Set(lines)] : [none]).map((line) => `  ${line}`).join('\n')}`;

function describe(name: (typeof endpointNames)[number], files: ReturnType<typeof sourceFiles>): string {
  const where = locate(name, files);
  return [
    `${where.endpoint}: ${where.method} ${where.path}`,
    section('contract', where.contract.map(place)),
    section('schemas', where.schemas.map(place)),
    section('client function', where.client.map(place)),
    section('queries and hooks', where.queries.map(place)),
    section('server route', where.route.map(place), '(none: not on the server yet, the mock serves it)'),
    section(
      'use-cases it calls',
      where.useCases.map((p) => `${p.file}  ${p.name}`),
      where.route.length > 0 ? '(none)' : '(none: not on the server yet)',
    ),
    section(
      'rules its use-cases call (server/domain, the mock too runs them)',
      where.useCaseRules.map((p) => (p.line > 1 ? place(p) : `${p.file}  ${p.name}`)),
      where.route.length > 0 ? '(none)' : '(none: not on the server yet)',
    ),
    section(
      'repositories its use-case modules call (PostgreSQL), and their tables',
      where.storage.repositories.map(
        (r) => `${r.place ?? '(no PostgreSQL entry found)'}  tx.${r.name} → ${r.tables.join(', ') || '(no table)'}`,
      ),
    ),
    section(
      'migrations of those tables',
      where.storage.migrations.map((m) => `${m.table}: ${m.migrations.join(', ') || '(none found)'}`),
    ),
    section('mock handler', where.handler.map(place), '(none: the mock runs the server route)'),
    section(
      'mock rules it calls (its own, and the server’s it runs)',
      where.rules.map((p) => `${p.file}  ${p.name}`),
      where.route.length > 0 ? '(none: the mock runs the server route and its rules, above)' : '(none)',
    ),
    section('screens', where.screens.map(place), where.notCalled ? `none: ${where.notCalled}` : '(none)'),
    section('tests: server (conformance on every store)', where.tests.server),
    section('tests: mock', where.tests.mock),
    section('tests: queries', where.tests.queries),
    section('tests: screens', where.tests.screen),
    section('tests: end-to-end', where.tests.e2e),
  ].join('\n');
}

function main(args: readonly string[]): number {
  const question = args.join(' ');
  const names = question ? endpointsNamed(question) : [];
  if (names.length === 0) {
    console.error(
      `usage: npm run where <endpointName | /api/path | "METHOD /api/path">\nendpoints: ${endpointNames.join(', ')}`,
    );
    return question ? 1 : 2;
  }
  const files = sourceFiles();
  console.log(names.map((name) => describe(name, files)).join('\n\n'));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
