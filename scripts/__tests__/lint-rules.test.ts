import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures/import-cycle');

describe('lint rules that guard the structure', () => {
  // A ceiling for loading ESLint's plugins on a busy machine, not a timing assertion.
  it(
    'refuses a two-file import loop (import-x/no-cycle resolves TypeScript imports)',
    { timeout: 60_000 },
    async () => {
      // The fixtures are in eslint.config.js's ignores so that `npm run lint` passes; linted here on purpose.
      // Only the rule under test runs, without the typed program the other rules need (faster).
      const eslint = new ESLint({
        cwd: root,
        ignore: false,
        ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
        overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      });
      const results = await eslint.lintFiles([path.join(fixtures, 'first.ts'), path.join(fixtures, 'second.ts')]);
      const cycles = results.map((result) => ({
        file: path.basename(result.filePath),
        rules: result.messages.map((message) => message.ruleId),
      }));
      expect(cycles).toEqual([
        { file: 'first.ts', rules: ['import-x/no-cycle'] },
        { file: 'second.ts', rules: ['import-x/no-cycle'] },
      ]);
    },
  );
});
