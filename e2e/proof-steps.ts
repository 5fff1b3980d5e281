import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The deliver dialog's proof, as the demo partner asks for it (issue 27): shared by the
 * deliveries, fleet and cash-on-delivery journeys.
 */

/** A 1×1 PNG: the proof photo a phone would take (the page downscales it as it would a 5 MB one). */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** "Mark as Delivered" on `card`, the recipient's `code` checked in the dialog `Deliver <number>`: that dialog. */
export async function deliverWithCode(page: Page, card: Locator, number: string, code: string): Promise<Locator> {
  await card.getByRole('button', { name: 'Mark as Delivered' }).click();
  const dialog = page.getByRole('dialog', { name: `Deliver ${number}` });
  await dialog.getByLabel('Recipient’s delivery code').fill(code);
  await dialog.getByRole('button', { name: 'Check code' }).click();
  await expect(dialog.getByText('Code checked')).toBeVisible();
  return dialog;
}

/** The name and a drawn signature, and a photo: the rest of the demo partner's proof. */
export async function signAndPhotograph(page: Page, dialog: Locator, name: string) {
  await dialog.getByLabel('Recipient’s name').fill(name);
  const pad = dialog.getByRole('img', { name: /^Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, box.y + 20, { steps: 5 });
  await page.mouse.move(box.x + (box.width * 2) / 3, box.y + box.height - 20, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByRole('img', { name: 'Signature drawn' })).toBeVisible();
  await dialog
    .getByLabel('Photo of the parcel where it was left')
    .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByRole('img', { name: 'The proof photo' })).toBeVisible();
}
