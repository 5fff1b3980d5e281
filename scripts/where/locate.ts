import { endpoints, type EndpointName } from '@/api/endpoints';
import { endpointScreens, type ScreenGroup } from '@/test/fault-screens';
import { callsOf, useCaseRules, type Place } from './calls';
import { sourceFiles, type SourceFile } from './files';
import { storageOf, type Storage } from './storage';

/*
 * Where an endpoint of src/api/endpoints.ts lives, found in the code rather than kept by hand:
 * each layer is searched for what the layer above it exports (the contract's key → the client
 * function that requests it → the query entries and hooks that call that function → the screens
 * that use them), and the tests are the test files that name any of those, the endpoint's
 * path or the screen's URL.
 */

export type { Place };

export interface Whereabouts {
  endpoint: EndpointName;
  method: string;
  path: string;
  contract: Place[];
  schemas: Place[];
  client: Place[];
  queries: Place[];
  handler: Place[];
  rules: Place[];
  /** On the server: the route that binds it (server/http/routes), the use-cases it calls. */
  route: Place[];
  useCases: Place[];
  /** The rules those use-cases call in turn: their own module's helpers, other domain modules. */
  useCaseRules: Place[];
  /** What the use-cases store: repositories, their tables, the tables' migrations (./storage.ts). */
  storage: Storage;
  screens: Place[];
  tests: { server: string[]; mock: string[]; queries: string[]; screen: string[]; e2e: string[] };
  /** Why no screen calls it (from src/test/fault-screens.ts), if none does. */
  notCalled: string | null;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (name: string) => new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`);

/** Every match of `pattern` in the files, as places named `name(match)`. */
function find(files: readonly SourceFile[], pattern: RegExp, name: (match: RegExpExecArray) => string): Place[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return files.flatMap((file) =>
    [...file.text.matchAll(global)].map((match) => ({
      file: file.path,
      line: lineOf(file.text, match.index),
      name: name(match),
    })),
  );
}

/** The exported name whose definition holds `index` (the nearest `export const|function` above it). */
function enclosingExport(text: string, index: number): string | null {
  const before = text.slice(0, index);
  const exports = [...before.matchAll(/^export (?:const|function|async function) (\w+)/gm)];
  return exports.at(-1)?.[1] ?? null;
}

/** `factory.entry` for an entry of an exported object of query options (`deliveryQueries.detail`), else the export. */
function queryEntry(text: string, index: number): string | null {
  const exported = enclosingExport(text, index);
  if (exported === null) return null;
  const start = text.lastIndexOf(`export const ${exported}`, index);
  const entries = [...text.slice(start, index).matchAll(/^ {2}(\w+):/gm)];
  const isObject = /^export const \w+ = \{/m.test(text.slice(start, start + 200));
  return isObject && entries.length > 0 ? `${exported}.${entries.at(-1)![1]}` : exported;
}

/** The names the API path can be written as in a test: the path with its parameters as any segment. */
const pathPattern = (apiPath: string) =>
  new RegExp(`${apiPath.split(/:\w+/).map(escape).join('[^/\'"`?\\s]+')}(?![\\w/-])`);

/** The journeys of each screen group's section, by their file names (e2e/<section>….spec.ts). */
const groupJourneys: Record<ScreenGroup, RegExp> = {
  public: /^e2e\/(auth|landing|session)/,
  deliveries: /^e2e\/deliver/,
  wallet: /^e2e\/(money|wallet)/,
  profile: /^e2e\/profile/,
  billing: /^e2e\/[\w-]*billing/,
  developers: /^e2e\/developers/,
  ops: /^e2e\/ops/,
  riders: /^e2e\/(riders|fleet)/,
};

function screenUrl(name: EndpointName): string | null {
  const entry = endpointScreens[name];
  if ('notCalled' in entry) return null;
  const url = /^\/[^\s—]*/.exec(entry.calledFrom[0]?.screen ?? '');
  return url && url[0] !== '/' ? url[0].replace(/[…]+$/, '') : null;
}

/**
 * The query entries and hooks of one query module that reach the client functions: the exports
 * that call one (under its import alias too), then, in the same module, the exports built on
 * those (a mutation factory's hook, a wrapper's mutation), until nothing new turns up.
 */
function queryPlaces(file: SourceFile, clientNames: readonly string[]): Place[] {
  const imported = [...file.text.matchAll(/import \{([^}]+)\} from '@\/api\/[\w/-]+'/g)].flatMap((match) =>
    match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)),
  );
  const local = imported.filter(([name]) => clientNames.includes(name!)).map((parts) => parts.at(-1)!);
  // A module that loads the client lazily calls it as a member (`(await authApi()).signIn(body)`)
  // or takes it out of the loaded module (`const { getMe } = await authApi()`).
  const lazy = (fn: string) => new RegExp(`\\.${escape(fn)}\\(|\\{[^}]*\\b${escape(fn)}\\b[^}]*\\}\\s*=\\s*await`);
  local.push(...clientNames.filter((fn) => lazy(fn).test(file.text)));
  // The imports blanked out, their line breaks kept: a place's line is its line in the file.
  const body = file.text.replace(/^import [^;]+;$/gm, (line) => line.replace(/[^\n]/g, ' '));
  const places: Place[] = [];
  let names = local;
  while (names.length > 0) {
    const found = names.flatMap((name) =>
      [...body.matchAll(new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`, 'g'))]
        // Not the declaration of a same-named export (`export async function signOut`).
        .filter((match) => !/(function|const|let)\s+$/.test(body.slice(Math.max(0, match.index - 12), match.index)))
        .map((match) => ({ match, entry: queryEntry(body, match.index) }))
        .filter(({ entry }) => entry !== null && entry !== name && !places.some((place) => place.name === entry))
        .map(({ match, entry }) => ({ file: file.path, line: lineOf(body, match.index), name: entry! })),
    );
    const fresh = found.filter((place, index) => found.findIndex((other) => other.name === place.name) === index);
    places.push(...fresh);
    names = fresh.map((place) => place.name.split('.')[0]!).filter((name) => !names.includes(name));
  }
  return places;
}

/** The schemas an endpoint's body, query and reply name, where they are exported. */
function schemasOf(definition: string, schemaFiles: readonly SourceFile[]): Place[] {
  const names = [
    ...new Set(
      [...definition.matchAll(/\bs\.(\w+)/g), ...definition.matchAll(/(?:body|query|reply): (\w+)\s*[,}\n]/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
  return names.flatMap((schema) => find(schemaFiles, new RegExp(`^export const ${schema}\\b`, 'm'), () => schema));
}

/** The mock modules a handler's resolver calls into, through its module's helpers too: its identifiers imported from mocks/ (not handlers/). */
function rulesOf(handler: Place | undefined, handlerFiles: readonly SourceFile[]): Place[] {
  const file = handlerFiles.find((candidate) => candidate.path === handler?.file);
  if (!file || !handler) return [];
  const body = file.text
    .split('\n')
    .slice(handler.line - 1)
    .join('\n')
    .split(/\n\s*handle\(/)[0]!;
  // The mock's own modules, and the server's rules the handler runs in its request's transaction.
  return [...callsOf(file, body, /\.\.\//), ...callsOf(file, body, /@server\/domain\//)];
}

/** The domain functions a server route calls (through its module's helpers too): its identifiers imported from server/domain. */
function domainCallsOf(route: Place | undefined, routeFiles: readonly SourceFile[]): Place[] {
  const file = routeFiles.find((candidate) => candidate.path === route?.file);
  if (!file || !route) return [];
  const [first, ...rest] = file.text.split('\n').slice(route.line - 1);
  // The binding: its line, and the lines after it up to the next binding.
  const next = rest.findIndex((line) => /^ {2}\w+: /.test(line));
  const body = [first, ...rest.slice(0, next === -1 ? rest.length : next)].join('\n');
  return callsOf(file, body, /\.\.\/\.\.\/domain\//);
}

/**
 * The journeys that name the endpoint, its path, its callers or its screen's URL; else those
 * that open the section its screen is in (marked so).
 */
function e2eOf(specs: readonly SourceFile[], patterns: readonly RegExp[], name: EndpointName): string[] {
  const named = testsNaming(specs, patterns);
  if (named.length > 0) return named;
  const entry = endpointScreens[name];
  const groups = 'calledFrom' in entry ? entry.calledFrom.map((screen) => groupJourneys[screen.group]) : [];
  return specs
    .filter((spec) => groups.some((group) => group.test(spec.path)))
    .map((spec) => `${spec.path} (a journey through its screen's section)`);
}

const testsNaming = (files: readonly SourceFile[], patterns: readonly RegExp[]) =>
  files.filter((file) => patterns.some((pattern) => pattern.test(file.text))).map((file) => file.path);

export function locate(name: EndpointName, files = sourceFiles()): Whereabouts {
  const def = endpoints[name];
  const layer = (prefix: RegExp) => files.filter((file) => prefix.test(file.path));
  const contractFiles = layer(/^src\/api\/contract\//);
  const contract = find(contractFiles, new RegExp(`^ {2}${name}: endpoint\\(`, 'm'), () => name);
  const contractFile = contractFiles.find((file) => file.path === contract[0]?.file);
  const definition =
    contractFile?.text.slice(contractFile.text.indexOf(`  ${name}: endpoint(`)).split(/\n {2}\w+: endpoint\(/)[0] ?? '';

  const clientFiles = layer(/^src\/api\/(?!contract\/|schemas\/)[\w-]+\.ts$/);
  const client = find(
    clientFiles,
    new RegExp(`endpoints\\.${name}\\b`),
    (match) => enclosingExport(match.input, match.index) ?? name,
  );
  const clientNames = client.map((place) => place.name);

  const queryFiles = layer(/^src\/queries\/[\w-]+\.tsx?$/);
  const queries = queryFiles.flatMap((file) => queryPlaces(file, clientNames));

  const handlerFiles = layer(/^mocks\/handlers\//);
  const handler = find(handlerFiles, new RegExp(`handle\\(\\s*endpoints\\.${name}\\b`), () => name);
  const routeFiles = layer(/^server\/http\/routes\//);
  const route = find(routeFiles, new RegExp(`^ {2}${name}: `, 'm'), () => name);
  const uiFiles = layer(/^src\/(features|routes)\/.*\.tsx?$/).filter((file) => !file.path.includes('__tests__'));
  const callers = [...new Set([...queries.map((place) => place.name), ...clientNames])];
  const screens = callers.flatMap((caller) => find(uiFiles, word(caller), () => caller));

  const url = screenUrl(name);
  const named = [word(name), pathPattern(def.path), ...callers.map(word)];
  // A screen's URL, or its view (`view=attention`), as a journey writes it.
  const visits = url
    ? [new RegExp(escape(url)), ...(url.includes('?') ? [new RegExp(escape(url.split('?')[1]!))] : [])]
    : [];
  const tests = layer(/(__tests__\/|\.test\.tsx?$|\.spec\.ts$)/);
  const inFolder = (folder: string) => tests.filter((file) => file.path.startsWith(folder));
  const entry = endpointScreens[name];
  const useCases = domainCallsOf(route[0], routeFiles);
  return {
    endpoint: name,
    method: def.method,
    path: def.path,
    contract,
    schemas: schemasOf(definition, layer(/^src\/api\/schemas\//)),
    client,
    queries,
    handler,
    rules: rulesOf(handler[0], handlerFiles),
    route,
    useCases,
    useCaseRules: useCases.flatMap((place) => useCaseRules(place, new Map(files.map((file) => [file.path, file])))),
    storage: storageOf(
      useCases.map((place) => place.file),
      files,
    ),
    screens,
    tests: {
      server: testsNaming(inFolder('server/'), named),
      mock: testsNaming(inFolder('mocks/'), named),
      queries: testsNaming(inFolder('src/queries/'), named),
      screen: testsNaming([...inFolder('src/__tests__/'), ...inFolder('src/features/')], [...named, ...visits]),
      e2e: e2eOf(inFolder('e2e/'), [...named, ...visits], name),
    },
    notCalled: 'notCalled' in entry ? entry.notCalled : null,
  };
}

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/**
 * The endpoints a question names: an endpoint's name (`getCodReport`), its path as the contract
 * writes it or as it is called (`/api/cash-on-delivery/settings`, `/api/deliveries/dlv_0001`:
 * every method on it), or a method and a path (`PUT /api/cash-on-delivery/settings`).
 */
export function endpointsNamed(question: string): EndpointName[] {
  const asked = question.trim();
  if ((endpointNames as readonly string[]).includes(asked)) return [asked as EndpointName];
  const [method, path] = /^[A-Za-z]+\s/.test(asked) ? asked.split(/\s+/, 2) : [undefined, asked];
  const bare = (path ?? '').replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  const matches = (pattern: string) =>
    pattern === bare || new RegExp(`^${pattern.split(/:\w+/).map(escape).join('[^/]+')}$`).test(bare);
  const byPath = endpointNames.filter((name) => matches(endpoints[name].path));
  // A literal path before a pattern that also fits it (`/api/deliveries/attention`, not `/api/deliveries/:id`).
  const literal = byPath.filter((name) => endpoints[name].path === bare);
  return (literal.length > 0 ? literal : byPath).filter(
    (name) => method === undefined || endpoints[name].method === method.toUpperCase(),
  );
}
