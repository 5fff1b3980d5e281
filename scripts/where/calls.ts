import path from 'node:path';
import type { SourceFile } from './files';

/*
 * What a piece of code calls, for `npm run where`: the functions it reaches in its own module
 * (a handler's or a use-case's helpers, followed until nothing new turns up) and, from those, the
 * names it uses of its imports, grouped by the module they come from. A mock handler that calls
 * `attentionPage`, which calls `attentionOf`, calls the rule `attentionOf` (issue 39).
 */

/** A place in a file: `path:line` and what stands there. */
export interface Place {
  file: string;
  line: number;
  name: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` as a name of its own (not a member: `tx.deliveries` is no call of a helper `deliveries`). */
const word = (name: string) => new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
/** `name` as an imported name is used (also as a member's name, as before). */
const used = (name: string) => new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`);

/** A top-level statement starts here (the end of the definition before it). */
const topLevel = /^(?:export |function |async function |const |let |class |interface |type |\/\*\*)/;

/** The module's top-level functions and constants: each one's text, from its line to the next statement. */
export function definitions(text: string): Map<string, string> {
  const lines = text.split('\n');
  const found = new Map<string, string>();
  lines.forEach((line, index) => {
    const named = /^(?:export )?(?:async )?(?:function\*? (\w+)|const (\w+)\s*[:=])/.exec(line);
    const name = named?.[1] ?? named?.[2];
    if (!name) return;
    const end = lines.findIndex((other, i) => i > index && topLevel.test(other));
    found.set(name, lines.slice(index, end === -1 ? lines.length : end).join('\n'));
  });
  return found;
}

/** `body` with the text of every helper of `file` it reaches, and the helpers' names (in the order reached). */
export function reach(
  file: SourceFile,
  body: string,
  except: readonly string[] = [],
): { text: string; helpers: string[] } {
  const local = definitions(file.text);
  const helpers: string[] = [];
  let text = body;
  let fresh = true;
  while (fresh) {
    fresh = false;
    for (const [name, definition] of local) {
      if (helpers.includes(name) || except.includes(name) || !word(name).test(text)) continue;
      helpers.push(name);
      text = `${text}\n${definition}`;
      fresh = true;
    }
  }
  return { text, helpers };
}

/** The project's path of an aliased import (`@server/domain/x` → `server/domain/x`), else null. */
const aliased = (from: string) =>
  from.startsWith('@server/')
    ? `server/${from.slice(8)}`
    : from.startsWith('@mocks/')
      ? `mocks/${from.slice(7)}`
      : null;

/** The modules `body` calls into: those of `file`'s imports (from paths `from` matches) whose names it uses. */
export function modulesCalled(file: SourceFile, body: string, from: RegExp): Place[] {
  const imports = [...file.text.matchAll(new RegExp(`import \\{([^}]+)\\} from '(${from.source}[^']+)'`, 'g'))];
  return imports.flatMap((match) => {
    const names = match[1]!
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter((name) => name && used(name).test(body));
    const module = aliased(match[2]!) ?? path.join(path.dirname(file.path), match[2]!);
    if (/^mocks\/(http|errors)$/.test(module)) return []; // the framework, not a rule
    return names.length > 0 ? [{ file: `${module}.ts`, line: 1, name: names.join(', ') }] : [];
  });
}

/** What `body` of `file` calls, through its module's helpers: the modules it reaches (paths `from` matches). */
export const callsOf = (file: SourceFile, body: string, from: RegExp): Place[] =>
  modulesCalled(file, reach(file, body).text, from);

/**
 * The rules a server use-case calls: the helpers of its own module it reaches (one place, named
 * by them, at the use-case's line) and the domain modules it calls into, through them too.
 */
export function useCaseRules(useCase: Place, files: ReadonlyMap<string, SourceFile>): Place[] {
  const file = files.get(useCase.file);
  if (!file) return [];
  const names = useCase.name.split(', ');
  const local = definitions(file.text);
  const bodies = names.map((name) => local.get(name) ?? '').join('\n');
  const { text, helpers } = reach(file, bodies, names);
  const definedAt = new RegExp(`^(?:export )?(?:async )?(?:function\\*? |const )${escape(names[0]!)}\\b`);
  const line = file.text.split('\n').findIndex((text) => definedAt.test(text)) + 1;
  // Named: the functions among them (the constants they read are not rules).
  const functions = helpers.filter((name) =>
    /^(?:export )?(?:async )?function|=>/.test(local.get(name)!.split('\n')[0]!),
  );
  const own = functions.length > 0 ? [{ file: file.path, line, name: functions.join(', ') }] : [];
  // Its own module's other exports are found above; the rest of server/domain by its imports.
  return [...own, ...modulesCalled(file, text, /\.{1,2}\//).filter((place) => place.file.startsWith('server/domain/'))];
}
