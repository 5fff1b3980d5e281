import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { trackingNumber } from '@mocks/seed';

/*
 * The customer's tracking link in a delivery's detail (issue 28): dlv_0008, Segun Alade's parcel
 * on its way to Ibadan (tracking number 5, phone +234 810 555 0108).
 */
const SEGUN = { id: 'dlv_0008', trackingNumber: trackingNumber(5) };

async function openShare() {
  await signInAs();
  const ui = renderApp(`/dashboard/deliveries?delivery=${SEGUN.id}`);
  const view = within(await screen.findByRole('dialog', { name: SEGUN.trackingNumber }));
  const heading = await view.findByRole('heading', { name: 'Customer tracking link' });
  return { ...ui, section: within(heading.closest('section')!) };
}

describe('the customer tracking link in the detail', () => {
  it('shows the delivery’s own link, and copies it', async () => {
    const { user, section } = await openShare();
    const code = db.state.deliveries.find((d) => d.id === SEGUN.id)?.trackingCode;
    const link = `${window.location.origin}/track/${code}`;
    expect(code).toMatch(/^[0-9a-z]{16}$/);
    expect(section.getByText(link)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', link);

    await user.click(section.getByRole('button', { name: 'Copy tracking link' }));
    expect(await section.findByText('Tracking link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('sends it by WhatsApp or SMS to the customer’s number, with the tracking number', async () => {
    const { section } = await openShare();
    const code = db.state.deliveries.find((d) => d.id === SEGUN.id)?.trackingCode ?? '';
    const message = encodeURIComponent(
      `Follow your delivery ${SEGUN.trackingNumber} here: ${window.location.origin}/track/${code}`,
    );
    const whatsApp = section.getByRole('link', { name: 'Send the tracking link to Segun Alade by WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/2348105550108?text=${message}`);
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section.getByRole('link', { name: 'Send the tracking link to Segun Alade by SMS' })).toHaveAttribute(
      'href',
      `sms:+2348105550108?body=${message}`,
    );
  });
});
