import type { BoundFunctions, queries } from '@testing-library/react';
import { expect } from 'vitest';
import { bytesOf, JPEG_3X2 } from '@server/__tests__/support/images';
import type { Ui } from './screen-helpers';

/**
 * Gives a proof of delivery in its open "Deliver …" dialog, all but the last click: the
 * recipient's code checked, their name, the name typed as the signature, a photo of the parcel.
 */
export async function giveProof(
  user: Ui['user'],
  dialog: BoundFunctions<typeof queries>,
  { code, recipient }: { code: string; recipient: string },
): Promise<void> {
  await user.type(await dialog.findByLabelText('Recipient’s delivery code'), code);
  await user.click(dialog.getByRole('button', { name: 'Check code' }));
  expect(await dialog.findByText('Code checked')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Recipient’s name'), recipient);
  await user.click(dialog.getByRole('button', { name: 'Type the name instead' }));
  await user.type(dialog.getByLabelText('Signature (the recipient types their name)'), recipient);
  await user.upload(
    dialog.getByLabelText('Photo of the parcel where it was left'),
    new File([bytesOf(JPEG_3X2)], 'parcel.jpg', { type: 'image/jpeg' }),
  );
  expect(await dialog.findByRole('img', { name: 'The proof photo' })).toBeInTheDocument();
}
