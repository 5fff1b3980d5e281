import type { Browser } from '@playwright/test';
import type { Session } from '../../scripts/lib/mock-api';

/** What each measure in a browser is given: the browser, the app's origin, the demo's session, how many trials. */
export interface BrowserMeasure {
  browser: Browser;
  web: string;
  session: Session;
  trials: number;
}
