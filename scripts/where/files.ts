import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SourceFile {
  /** Relative to the project, with `/`. */
  path: string;
  text: string;
}

/** The project's TypeScript files (tracked or new, not ignored), read once. */
export function sourceFiles(root = projectRoot): SourceFile[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'mocks', 'server', 'e2e'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'))
    .flatMap((file) => {
      try {
        return [{ path: file, text: readFileSync(path.join(root, file), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the work tree
      }
    });
}
