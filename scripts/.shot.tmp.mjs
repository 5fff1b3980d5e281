import { chromium } from '@playwright/test';
const base = 'http://localhost:5199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1280, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Partner123!');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await page.waitForURL(/dashboard/);
  await page.getByRole('article').first().waitFor();
  await page.screenshot({ path: `/tmp/shots/list-${w}.png` });
  await page.getByRole('link', { name: 'New delivery' }).click();
  await page.getByLabel('Name').fill('Adaeze Okafor');
  await page.getByRole('button', { name: 'Create delivery' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/new-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
