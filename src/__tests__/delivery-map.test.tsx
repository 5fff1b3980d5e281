import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';

/*
 * The delivery map in the detail view (issue 15): shown when the delivery has coordinates,
 * named by what it shows, and redrawn with a location update. Leaflet's drawing itself is
 * asserted in Chromium (e2e/delivery-map.spec.ts).
 */

/** A ceiling, not a timing assertion: a cold run transforms the dashboard and Leaflet (14k lines) first. */
const COLD = { timeout: 15_000 };

/** dlv_0007: Zainab Bello's wedding cake, in transit in Kano. */
const zainab = () => db.state.deliveries.find((d) => d.id === 'dlv_0007')!;

async function openDetail(id: string) {
  await signInAs();
  const view = renderApp(`/dashboard/deliveries?delivery=${id}`);
  const dialog = within(await screen.findByRole('dialog', { name: zainab().trackingNumber }, COLD));
  return { ...view, dialog };
}

describe('Delivery map', { timeout: 40_000 }, () => {
  it('shows pickup and drop-off by name and the pickup as reported, then a location update with coordinates', async () => {
    const { user, dialog } = await openDetail(zainab().id);
    const map = await dialog.findByRole('img', { name: /^Map:/ }, COLD);
    expect(map).toHaveAccessibleName(
      'Map: pickup Sabon Gari Market, Kano; drop-off Zoo Road, Tarauni, Kano; 1 reported location',
    );
    // Nothing inside it takes focus: no keyboard handler, no zoom buttons, the attribution outside.
    expect(map).not.toHaveAttribute('tabindex');
    expect(within(map).queryAllByRole('link')).toEqual([]);
    expect(within(map).queryAllByRole('button')).toEqual([]);
    expect(dialog.getByText('© OpenStreetMap contributors')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Update location' }));
    await user.type(dialog.getByLabelText('Where is the rider?'), 'Kano Road, Fagge');
    await user.type(dialog.getByLabelText('Latitude (optional)'), '11.99');
    await user.type(dialog.getByLabelText('Longitude (optional)'), '8.532');
    await user.click(dialog.getByRole('button', { name: 'Save location' }));

    expect(
      await dialog.findByRole('img', {
        name: 'Map: pickup Sabon Gari Market, Kano; drop-off Zoo Road, Tarauni, Kano; 2 reported locations',
      }),
    ).toBeInTheDocument();
  });

  it('is not there when neither the delivery nor its tracking has coordinates', async () => {
    const record = zainab();
    record.from = { address: record.from.address, city: record.from.city };
    record.to = { address: record.to.address, city: record.to.city };
    // Its pickup was reported with the place's coordinates: without them too.
    for (const event of db.state.trackingEvents) {
      if (event.deliveryId === record.id && event.location) delete event.location.coordinates;
    }
    const { dialog } = await openDetail(record.id);
    await dialog.findByRole('list', { name: 'Tracking history' });
    expect(dialog.queryByRole('img', { name: /^Map:/ })).not.toBeInTheDocument();
  });
});
