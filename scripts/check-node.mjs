// npm runs scripts with node_modules/.bin first on PATH, where the `node` devDependency
// puts Node 24. If that binary is missing (e.g. `npm ci --ignore-scripts`), scripts would
// silently run on the machine's Node 20, where msw 3, ky 2 and vitest 5 misbehave.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `DeliverOS needs Node >= 22, but scripts are running on Node ${process.versions.node}.\n` +
      'The project ships Node 24 as a devDependency: run `npm install` (or `npm rebuild node`) to install it.',
  );
  process.exit(1);
}
