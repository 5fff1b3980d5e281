import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Citations of documents the repository does not have. The product's own decisions are in
 * docs/product.md; a source file or a doc that sends its reader elsewhere — to a specification
 * kept outside the repository, to a Markdown file that does not exist, or to a heading a Markdown
 * file does not have — is reported (scripts/__tests__/no-outside-citations.test.ts).
 */

export interface OutsideCitation {
  /** The citing file, relative to the project. */
  file: string;
  line: number;
  /** What is cited. */
  cited: string;
  reason: string;
}

// Spelt in pieces, so that this file does not cite them itself.
const outsideNames = ['SP' + 'EC', 'PRO' + 'DUCT'];
const outsideDocument = new RegExp(`\\b(?:${outsideNames.join('|')})\\.md\\b`, 'g');
/** The specification by its bare name ("§4 of the spec" written in capitals), as a word of its own. */
const bareSpecification = new RegExp(`(?<![\\w$-])${outsideNames[0]}(?![\\w$-]|\\.md)`, 'g');
/** A Markdown path (relative, from the root or absolute) and its anchor; not a glob. */
const markdownPath = /(?<![\w./@-])((?:\.{1,2}\/|\/)?(?:[\w.-]+\/)*[\w-][\w.-]*\.md)(?:#([\w-]+))?(?![\w])/g;
const url = /\b[a-z][a-z\d+.-]*:\/\/[^\s)'"`>\]]+/gi;

/** Files that hold no prose: generated, lock or binary. */
const skipped = (file: string) =>
  file === 'package-lock.json' || /\.(png|jpe?g|webp|gif|ico|svg|woff2?|pdf|sqlite|lock)$/i.test(file);

/** The anchors GitHub gives a Markdown file's headings (lowercase, punctuation dropped, spaces to dashes). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Where a cited Markdown path can be: beside the citing file, or from the project's root. */
function resolve(file: string, cited: string): string[] {
  if (cited.startsWith('/')) return [];
  const beside = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
  return [beside, path.posix.normalize(cited)];
}

function citationsIn(
  file: string,
  text: string,
  files: ReadonlyMap<string, string>,
  anchorsOf: Map<string, Set<string>>,
): OutsideCitation[] {
  const found: OutsideCitation[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(url, '');
    const report = (cited: string, reason: string) => found.push({ file, line: index + 1, cited, reason });
    for (const match of line.matchAll(outsideDocument)) report(match[0], 'a document outside the repository');
    for (const match of line.matchAll(bareSpecification)) report(match[0], 'a document outside the repository');
    for (const match of line.matchAll(markdownPath)) {
      const [cited = '', target = '', anchor] = match;
      if (outsideNames.some((name) => target.endsWith(`${name}.md`))) continue;
      const existing = resolve(file, target).find((candidate) => files.has(candidate));
      if (existing === undefined) {
        report(cited, 'no such file in the repository');
        continue;
      }
      if (anchor === undefined) continue;
      if (!anchorsOf.has(existing)) anchorsOf.set(existing, headingAnchors(files.get(existing) ?? ''));
      if (!anchorsOf.get(existing)?.has(anchor)) report(cited, `no heading #${anchor} in ${existing}`);
    }
  });
  return found;
}

/** Every citation, in `files` (path → text), of something the repository does not have. */
export function outsideCitations(files: ReadonlyMap<string, string>): OutsideCitation[] {
  const anchorsOf = new Map<string, Set<string>>();
  return [...files].flatMap(([file, text]) => citationsIn(file, text, files, anchorsOf));
}

/** The project's text files, tracked or new (not ignored), by path. */
export function projectTextFiles(root: string): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = new Map<string, string>();
  for (const file of listed.split('\0')) {
    if (!file || skipped(file)) continue;
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the working tree
    }
    if (!text.includes('\0')) files.set(file, text);
  }
  return files;
}
