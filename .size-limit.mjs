import { firstVisit, misplacedModules } from './scripts/first-visit.mjs';

/*
 * Issue 5's budgets, checked by size-limit on the production build (`npm run budget`,
 * after `npm run build`): the JS and the CSS a first visit to / downloads, gzip -9.
 */
const visit = firstVisit('dist');
const misplaced = misplacedModules(visit.modules);
if (misplaced.length > 0) {
  throw new Error(`A first visit to / would download code that must load later:\n  ${misplaced.join('\n  ')}`);
}

export default [
  {
    name: 'JS a first visit to / downloads',
    path: visit.js.map((file) => `dist/${file}`),
    gzip: true,
    limit: '110 kB',
  },
  {
    name: 'CSS a first visit to / downloads',
    path: visit.css.map((file) => `dist/${file}`),
    gzip: true,
    limit: '15 kB',
  },
];
