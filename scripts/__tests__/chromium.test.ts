import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLaunch, playwrightDisabledFeatures, unusedFeatures } from '../lib/chromium';

/** The names in playwright-core's own `disabledFeatures = [...]` (the switch it passes Chromium). */
function playwrightsOwnList(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read its chromiumSwitches again");
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
}

describe('the Chromium flags', () => {
  it("carry Playwright's own disabled features, since Chromium keeps only the last --disable-features", () => {
    expect(playwrightDisabledFeatures).toEqual(playwrightsOwnList());
  });

  it('pass one --disable-features switch, with the unused features', () => {
    const switches = chromiumLaunch.args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual([...playwrightDisabledFeatures, ...unusedFeatures]);
  });
});
