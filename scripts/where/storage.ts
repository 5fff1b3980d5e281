import path from 'node:path';
import type { SourceFile } from './files';

/*
 * What an endpoint on the server stores, found in the code: the repositories of the storage port
 * (`tx.<repo>.…`) that its use-case modules call — and the domain modules those import, as a
 * use-case delegates (a delivery's move pays its earning through the wallet) —; each
 * repository's PostgreSQL implementation (its `<repo>:` entry in server/storage/postgres, followed
 * to the function that builds it); the tables that implementation reads or writes; and the
 * migrations that create or change each table.
 */

export interface Repository {
  /** The port's name, as a use-case calls it (`tx.deliveries`). */
  name: string;
  /** Where PostgreSQL implements it, `path:line`, or null when no entry was found. */
  place: string | null;
  tables: string[];
}

export interface Storage {
  repositories: Repository[];
  /** Each table's migrations, oldest first. */
  migrations: Array<{ table: string; migrations: string[] }>;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The domain modules `file` imports (relative paths under server/domain). */
function domainImports(file: SourceFile, byPath: ReadonlyMap<string, SourceFile>): SourceFile[] {
  return [...file.text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((match) => {
    const target = `${path.join(path.dirname(file.path), match[1]!)}.ts`;
    const found = byPath.get(target) ?? byPath.get(target.replace(/\.ts$/, '/index.ts'));
    return found && found.path.startsWith('server/domain/') ? [found] : [];
  });
}

/** The repositories the modules (and their domain imports, to `depth`) call. */
function repositoriesCalled(start: readonly SourceFile[], byPath: ReadonlyMap<string, SourceFile>, depth = 1) {
  const seen = new Set<string>();
  let frontier = [...start];
  const names = new Set<string>();
  for (let level = 0; level <= depth && frontier.length > 0; level += 1) {
    const next: SourceFile[] = [];
    for (const file of frontier) {
      if (seen.has(file.path)) continue;
      seen.add(file.path);
      for (const match of file.text.matchAll(/\btx\.(\w+)\./g)) names.add(match[1]!);
      next.push(...domainImports(file, byPath));
    }
    frontier = next;
  }
  return [...names].sort();
}

/** The text of an object entry `name:` from its line to the next entry at its indent. */
function entryAt(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const indent = /^ */.exec(text.slice(lineStart))![0];
  const rest = text.slice(index).split('\n');
  const end = rest.findIndex((line, i) => i > 0 && new RegExp(`^${indent}(\\w+:|\\}|\\.\\.\\.)`).test(line));
  return rest.slice(0, end === -1 ? rest.length : end).join('\n');
}

/** The PostgreSQL implementation of repository `name`: its entry, or the function its entry calls. */
function implementation(name: string, storage: readonly SourceFile[]): { place: string; text: string } | null {
  for (const file of storage) {
    const match = new RegExp(`^ +${name}: `, 'm').exec(file.text);
    if (!match) continue;
    const entry = entryAt(file.text, match.index);
    const built = /^ +\w+: (\w+)\(\w*\),?$/.exec(entry.split('\n')[0]!);
    if (built) {
      for (const other of storage) {
        const definition = new RegExp(`^(?:export )?(?:function|const) ${built[1]}\\b`, 'm').exec(other.text);
        if (definition) {
          // The function's text: to the end of its top-level block.
          const body = other.text.slice(definition.index);
          const end = /\n\}\)?;?\n/.exec(body);
          const text = end ? body.slice(0, end.index) : body;
          return { place: `${other.path}:${lineOf(other.text, definition.index)}`, text };
        }
      }
    }
    return { place: `${file.path}:${lineOf(file.text, match.index)}`, text: entry };
  }
  return null;
}

/** The tables a piece of storage code names: in Kysely's calls and in raw SQL, among the schema's. */
function tablesIn(text: string, known: ReadonlySet<string>): string[] {
  const named = [
    ...text.matchAll(/(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\(\s*'(\w+)/g),
    ...text.matchAll(/\b(?:from|into|update|join)\s+(\w+)/gi),
    // A table handed to a helper (`perPartnerTable(db, 'partner_settings', …)`).
    ...text.matchAll(/'(\w+)'/g),
  ].map((match) => match[1]!);
  return [...new Set(named.filter((table) => known.has(table)))].sort();
}

/** The tables of server/storage/postgres/schema.ts's `Database`. */
function schemaTables(files: readonly SourceFile[]): Set<string> {
  const schema = files.find((file) => file.path === 'server/storage/postgres/schema.ts')?.text ?? '';
  const database = schema.slice(schema.indexOf('export interface Database {'));
  return new Set([...database.slice(0, database.indexOf('\n}')).matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]!));
}

/** The migrations that create, change or index `table`, by name. */
function migrationsOf(table: string, migrations: readonly SourceFile[]): string[] {
  const touches = new RegExp(
    `(?:createTable|alterTable)\\('${table}'\\)|\\b(?:on|table|trigger \\w+ \\w+ \\w+ on)\\s+${table}\\b`,
  );
  return migrations.filter((file) => touches.test(file.text)).map((file) => path.basename(file.path, '.ts'));
}

export function storageOf(useCaseFiles: readonly string[], files: readonly SourceFile[]): Storage {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const start = useCaseFiles.flatMap((file) => byPath.get(file) ?? []);
  const storage = files.filter((file) => /^server\/storage\/postgres\/(store|repos\/[\w-]+)\.ts$/.test(file.path));
  const migrationFiles = files
    .filter((file) => /^server\/storage\/postgres\/migrations\/\d{4}-[\w-]+\.ts$/.test(file.path))
    .sort((a, b) => a.path.localeCompare(b.path));
  const known = schemaTables(files);
  const repositories = repositoriesCalled(start, byPath).map((name) => {
    const found = implementation(name, storage);
    return { name, place: found?.place ?? null, tables: found ? tablesIn(found.text, known) : [] };
  });
  const tables = [...new Set(repositories.flatMap((repository) => repository.tables))].sort();
  return {
    repositories,
    migrations: tables.map((table) => ({ table, migrations: migrationsOf(table, migrationFiles) })),
  };
}
