import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@/api/endpoints';
import { openApiText } from './openapi/build';

/*
 * The OpenAPI 3.1 reference of the DeliverOS API, generated from the contract
 * (src/api/endpoints.ts and its schemas) — never written by hand:
 *   tsx scripts/openapi.ts           writes docs/openapi.json (`npm run openapi`)
 *   tsx scripts/openapi.ts --check   exits 1 when docs/openapi.json is not what the contract generates
 * It describes the WIRE: snake_case keys (the app's schemas are camelCase; `toWire`/`fromWire`
 * convert keys, never values) and the `{ success, data, message?, code? }` envelope around every
 * reply. Bodies and queries are converted as zod reads them (io 'input': defaults make a field
 * optional, coercion accepts the query's text), replies as the server writes them (io 'output').
 * Named schemas (every exported object schema of src/api/schemas) become components.
 * The mock serves the committed file at GET /api/openapi.json; the app's /api-docs page reads it.
 * The pieces live in scripts/openapi/: prose.ts (tags, summaries, descriptions), field-prose.ts
 * (path parameters, reply fields), refusals.ts, examples.ts, json-schema.ts (zod → JSON Schema),
 * operations.ts (one endpoint) and build.ts.
 */

export const docPath = path.join(import.meta.dirname, '..', 'docs', 'openapi.json');
// mocks/__tests__/bad-input.test.ts reads the document and its path examples from here.
export { buildOpenApi } from './openapi/build';
export { pathExamples } from './openapi/examples';

function main(): number {
  const text = openApiText();
  const relative = path.relative(process.cwd(), docPath);
  if (process.argv.includes('--check')) {
    let current: string;
    try {
      current = readFileSync(docPath, 'utf8');
    } catch {
      console.error(`${relative} is missing: run \`npm run openapi\` and commit it.`);
      return 1;
    }
    if (current === text) {
      console.log(`${relative} is up to date with the contract.`);
      return 0;
    }
    const currentLines = current.split('\n');
    const line = text.split('\n').findIndex((l, i) => l !== currentLines[i]);
    console.error(
      `${relative} is stale: it differs from what the contract generates (first at line ${line + 1}).\nRun \`npm run openapi\` and commit docs/openapi.json.`,
    );
    return 1;
  }
  writeFileSync(docPath, text);
  console.log(`Wrote ${relative} (${Object.keys(endpoints).length} endpoints).`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exit(main());
