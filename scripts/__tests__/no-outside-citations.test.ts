import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors, outsideCitations, projectTextFiles } from '../lib/citations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The outside documents' names, spelt in pieces so that this file cites none of them.
const spec = ['SP', 'EC'].join('');
const product = ['PRO', 'DUCT'].join('');
const md = (name: string) => `${name}.md`;

const docs = new Map([
  ['docs/product.md', '# The product\n\n## Error texts\n\n### `npm run test:e2e`\n\n```md\n# not a heading\n```\n'],
  ['README.md', '# Read me\n'],
]);
const cited = (file: string, text: string) =>
  outsideCitations(new Map([...docs, [file, text]])).map(({ file: where, line, cited: what }) => ({
    where: `${where}:${line}`,
    what,
  }));

describe('outsideCitations', () => {
  it('reports the outside specification and product decisions, by file name or bare name', () => {
    expect(
      cited(
        'src/a.ts',
        [`// ${md(spec)} §8's texts`, `/** (${md(product)}) */`, `// the card of ${spec} §4`].join('\n'),
      ),
    ).toEqual([
      { where: 'src/a.ts:1', what: md(spec) },
      { where: 'src/a.ts:2', what: md(product) },
      { where: 'src/a.ts:3', what: spec },
    ]);
  });

  it('reports a Markdown path that is not in the repository: absolute, relative or from the root', () => {
    const missing = ['/tmp/brief/control-api', 'docs/nowhere', '../docs/gone', 'ARCHITECTURE'].map(md);
    expect(cited('src/b.ts', missing.map((file) => `// see ${file}`).join('\n')).map(({ what }) => what)).toEqual(
      missing,
    );
  });

  it('finds a path beside the citing file or from the root, and ignores URLs, globs and code words', () => {
    const text = [
      `[x](${md('product')}#error-texts)`,
      `docs/${md('product')}, ../${md('README')}`,
      `https://example.com/${md('nowhere')}`,
      `Markdown (\`*.md\`) is left as written`,
      `const ${spec}_ENDPOINTS = [];`,
    ].join('\n');
    expect(cited(`docs/${md('guide')}`, text)).toEqual([]);
  });

  it('reports an anchor the cited file has no heading for', () => {
    expect(cited('src/c.ts', `// docs/${md('product')}#error-textz`)).toEqual([
      { where: 'src/c.ts:1', what: `docs/${md('product')}#error-textz` },
    ]);
  });

  it('names headings as GitHub does, outside code fences', () => {
    expect([...headingAnchors(docs.get('docs/product.md') ?? '')]).toEqual([
      'the-product',
      'error-texts',
      'npm-run-teste2e',
    ]);
  });
});

describe('the repository', () => {
  it('cites no document it does not have (the product is docs/product.md)', () => {
    const found = outsideCitations(projectTextFiles(root)).map(
      ({ file, line, cited: what, reason }) => `${file}:${line}: ${what} (${reason})`,
    );
    expect(found).toEqual([]);
  });
});
