import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CodReport } from '@/api/schemas/cash-on-delivery';
import { addDays, lagosDay } from '@/components/ui/lagos-time';
import { codCsv, codCsvFileName, codCsvHeader } from '@/features/riders/cash/cod-csv';
import { dayLabel } from '@/features/riders/cash/cod-words';
import { recordDownloads } from '@/test/downloads';
import { currentHref, renderApp, signInAs } from '@/test/render';
import { findDialog, toast } from '@/test/screen-helpers';
import { remitCod } from '@server/domain/cash-on-delivery/remittance';
import { inMockStore } from '@mocks/deliveries';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * The Riders section's cash-on-delivery view (issue 28) through the real route against the mock
 * API. Seed: dlv_0009, delivered about three days ago, its ₦96,000 collected in cash by Sade
 * Ogunleye and not handed in; dlv_0008, on the road with Kunle Balogun, ₦48,500 to collect; the
 * demo partner's cash-handling fee is 1.5% (mocks/seed).
 */

const LOAD = { timeout: 5_000 };
const CASH = '/dashboard/riders?view=cash';

const delivery = (id: string) => db.state.deliveries.find((d) => d.id === id)!;
/** The Lagos day Sade collected dlv_0009's cash. */
const sadeDay = () => lagosDay(delivery('dlv_0009').cashOnDelivery!.collected!.at);
const feeSetting = () => db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)?.cashHandlingFeePercent;

const dayCard = () => within(screen.getByRole('region', { name: /^Cash collected on / }));
const ridersTable = () => within(screen.getByRole('table', { name: 'Cash on delivery by rider' }));
const riderRow = (name: string) => within(ridersTable().getByText(name).closest('tr')!);
const collections = () =>
  within(screen.getByRole('table', { name: 'The day’s cash-on-delivery collections, the latest first' }));
const feeCard = () => within(screen.getByRole('region', { name: 'Cash-handling fee' }));

async function openCash(path = CASH) {
  await signInAs();
  const ui = renderApp(path);
  await screen.findByRole('region', { name: /^Cash collected on / }, LOAD);
  return ui;
}

/** Kunle delivered dlv_0008 today and collected ₦45,000 of its ₦48,500 by transfer (as POST …/deliver records it). */
function kunleDeliveredShort() {
  const record = delivery('dlv_0008');
  record.status = 'delivered';
  record.cashOnDelivery = {
    amount: 4_850_000,
    collected: { method: 'transfer', amount: 4_500_000, at: new Date().toISOString() },
  };
}

describe('Cash on delivery: a day with cash still held', () => {
  it('shows Sade’s ₦96,000 collected in cash and still held, per rider and per delivery', async () => {
    const day = sadeDay();
    await openCash(`${CASH}&day=${day}`);
    const views = within(screen.getByRole('navigation', { name: 'Riders views' }));
    expect(views.getByRole('link', { name: 'Cash on delivery' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: `Cash collected on ${dayLabel(day)}` })).toBeInTheDocument();

    const totals = dayCard().getByText('Expected').closest('dl')!;
    expect(totals).toHaveTextContent('Expected₦96,0001 delivery');
    expect(totals).toHaveTextContent('Collected₦96,000');
    expect(totals).toHaveTextContent('Still held₦96,000₦0 handed in');
    expect(totals).toHaveTextContent('Short₦0');

    const sade = riderRow('Sade Ogunleye');
    expect(sade.getByText('1 delivery')).toBeInTheDocument();
    expect(sade.getAllByText('₦96,000')).toHaveLength(3); // expected, collected, still held
    expect(sade.getByRole('button', { name: 'Mark remitted for Sade Ogunleye' })).toBeEnabled();

    const line = within(
      collections()
        .getByRole('link', { name: delivery('dlv_0009').trackingNumber })
        .closest('tr')!,
    );
    expect(collections().getByRole('link', { name: delivery('dlv_0009').trackingNumber })).toHaveAttribute(
      'href',
      '/dashboard/deliveries?delivery=dlv_0009',
    );
    expect(line.getByText(delivery('dlv_0009').customer.name)).toBeInTheDocument();
    expect(line.getByText('Cash')).toBeInTheDocument();
    expect(line.getByText('Held')).toBeInTheDocument();
  });

  it('marks Sade’s cash remitted: the dialog says what the wallet gets, the row says handed in, the wallet has the credit', async () => {
    const day = sadeDay();
    const { user, router } = await openCash(`${CASH}&day=${day}`);
    await user.click(riderRow('Sade Ogunleye').getByRole('button', { name: 'Mark remitted for Sade Ogunleye' }));
    const confirm = within(await findDialog('Mark Sade Ogunleye’s cash remitted?', 'alertdialog'));
    expect(
      confirm.getByText(
        `Sade Ogunleye hands in ₦96,000 collected on ${dayLabel(day)}. Cash-handling fee (1.5%): ₦1,440 kept back. ₦94,560 goes into the wallet.`,
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Mark remitted' }));

    await waitFor(() => expect(toast('₦96,000 from Sade Ogunleye marked remitted')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(riderRow('Sade Ogunleye').queryByRole('button')).not.toBeInTheDocument());
    // The button left with the cash: the keyboard goes on from the riders' heading, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'By rider' })).toHaveFocus());
    expect(riderRow('Sade Ogunleye').getAllByText('₦96,000')).toHaveLength(3); // expected, collected, handed in
    // Handed in today, days after the collection: the date too.
    expect(collections().getByText(/^Handed in \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(delivery('dlv_0009').cashOnDelivery?.remittedAt).toBeDefined();

    const credits = db.state.transactions.filter(
      (t) => t.partnerId === DEMO_USER_ID && t.category === 'cod-remittance',
    );
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ type: 'credit', amount: 9_600_000, fee: 144_000, status: 'completed' });

    await user.click(screen.getByRole('button', { name: 'See it in the wallet' }));
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/wallet'));
    const recent = within(await screen.findByRole('list', { name: 'Recent transactions' }, LOAD));
    expect(recent.getAllByText(/COD remittance/).length).toBeGreaterThan(0);
  });

  it('says in the dialog when the server refuses: nothing left to remit', async () => {
    const day = sadeDay();
    const { user } = await openCash(`${CASH}&day=${day}`);
    await user.click(riderRow('Sade Ogunleye').getByRole('button', { name: 'Mark remitted for Sade Ogunleye' }));
    const confirm = within(await findDialog('Mark Sade Ogunleye’s cash remitted?', 'alertdialog'));
    // Handed in meanwhile (another tab): the server has nothing left to remit.
    await inMockStore((ctx) => remitCod(ctx, DEMO_USER_ID, { riderId: 'rdr_sade', day }, Date.now()));
    await user.click(confirm.getByRole('button', { name: 'Mark remitted' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(`Sade Ogunleye holds no cash on delivery from ${day}`);
    expect(confirm.getByRole('button', { name: 'Mark remitted' })).toBeEnabled();
  });
});

describe('Cash on delivery: today', () => {
  it('is empty until something is delivered, and says what earlier days left with riders', async () => {
    await openCash();
    const today = lagosDay();
    expect(dayCard().getByText(`No cash on delivery was collected on ${dayLabel(today)}.`)).toBeInTheDocument();
    expect(dayCard().getByText('₦96,000 collected on earlier days is still with riders.')).toBeInTheDocument();
    expect(dayCard().getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(dayCard().getByRole('button', { name: 'Today' })).toBeDisabled();
    expect(dayCard().getByLabelText('Day')).toHaveValue(today);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a short collection in amber, by transfer, with the earlier days’ note', async () => {
    kunleDeliveredShort();
    await openCash();
    const totals = dayCard().getByText('Short').closest('div')!;
    expect(totals).toHaveTextContent('Short₦3,500');
    expect(totals).toHaveClass('bg-amber-50');
    expect(dayCard().getByRole('status')).toHaveTextContent('₦96,000 collected on earlier days is still with riders.');
    const kunle = riderRow('Kunle Balogun');
    expect(kunle.getByText('₦3,500')).toHaveClass('text-amber-800');
    const line = within(collections().getByText('Transfer').closest('tr')!);
    expect(line.getByText('₦45,000')).toBeInTheDocument();
    expect(line.getByText('₦48,500')).toBeInTheDocument();
  });
});

describe('Cash on delivery: the day in the URL', () => {
  it('goes a day back and forth, picks a day, and comes back to today', async () => {
    const { user, router } = await openCash();
    const today = lagosDay();
    const yesterday = addDays(today, -1);

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(currentHref(router)).toBe(`${CASH}&day=${yesterday}`));
    expect(
      await screen.findByRole('heading', { name: `Cash collected on ${dayLabel(yesterday)}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(currentHref(router)).toBe(CASH));

    const day = sadeDay();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    await waitFor(() => expect(currentHref(router)).toBe(`${CASH}&day=${day}`));
    expect(await screen.findByRole('button', { name: 'Mark remitted for Sade Ogunleye' }, LOAD)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(currentHref(router)).toBe(CASH));
    expect(await screen.findByText(`No cash on delivery was collected on ${dayLabel(today)}.`)).toBeInTheDocument();
  });

  it('is reached from the section’s views, and a day that is not one is today', async () => {
    const { router } = await openCash(`${CASH}&day=2026-02-31x`);
    expect(currentHref(router)).toBe(CASH);
    expect(
      within(screen.getByRole('navigation', { name: 'Riders views' })).getByRole('link', { name: 'Cash on delivery' }),
    ).toHaveAttribute('href', CASH);
  });
});

describe('Cash on delivery: Export CSV', () => {
  let files: ReturnType<typeof recordDownloads>;
  beforeEach(() => {
    files = recordDownloads();
  });

  const report: Pick<CodReport, 'day' | 'collections'> = {
    day: '2026-11-28',
    collections: [
      {
        deliveryId: 'dlv_1',
        trackingNumber: 'DOS-2026-0101',
        customerName: '=HYPERLINK("x")',
        rider: { id: 'rdr_kunle', name: 'Kunle Balogun', phone: '+234 803 555 0207', vehicle: 'bike' },
        expected: 48_500,
        method: 'transfer',
        collected: 45_000,
        collectedAt: '2026-11-28T13:05:00.000Z',
      },
      {
        deliveryId: 'dlv_2',
        trackingNumber: 'DOS-2026-0100',
        customerName: 'Amaka, Obi',
        rider: { id: 'rdr_sade', name: 'Sade Ogunleye', phone: '+234 809 555 0204', vehicle: 'bike' },
        expected: 96_000.5,
        method: 'cash',
        collected: 96_000.5,
        collectedAt: '2026-11-27T23:30:00.000Z',
        remittedAt: '2026-11-29T08:15:00.000Z',
      },
    ],
  };

  it('writes the day’s collections, Lagos times, text kept from running as formulas', () => {
    expect(codCsvFileName('2026-11-28')).toBe('cash-on-delivery-2026-11-28.csv');
    expect(codCsv(report).split('\r\n')).toEqual([
      codCsvHeader.join(','),
      `DOS-2026-0101,"'=HYPERLINK(""x"")",Kunle Balogun,Transfer,48500.00,45000.00,3500.00,2026-11-28 14:05,`,
      `DOS-2026-0100,"Amaka, Obi",Sade Ogunleye,Cash,96000.50,96000.50,0.00,2026-11-28 00:30,2026-11-29 09:15`,
      '',
    ]);
    expect(codCsvHeader.join(',')).toBe(
      'tracking_number,customer,rider,method,expected,collected,short,collected_at,remitted_at',
    );
  });

  it('downloads the day on screen as cash-on-delivery-YYYY-MM-DD.csv', async () => {
    const day = sadeDay();
    const { user } = await openCash(`${CASH}&day=${day}`);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files.names).toEqual([`cash-on-delivery-${day}.csv`]));
    const lines = await files.lines(0);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${delivery('dlv_0009').trackingNumber},.*,Sade Ogunleye,Cash,96000\\.00,96000\\.00,0\\.00,${day} \\d{2}:\\d{2},$`,
      ),
    );
  });
});

describe('Cash on delivery: the cash-handling fee', () => {
  it('saves a new fee, and refuses one above 10% at the field', async () => {
    const { user } = await openCash();
    const field = await feeCard().findByRole('textbox', { name: 'Cash-handling fee (%)' });
    expect(field).toHaveValue('1.5');
    expect(feeCard().getByText('Kept back from the cash riders hand in; 0 for none.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '2');
    await user.click(feeCard().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast('Cash-handling fee saved')).toBeInTheDocument());
    expect(feeSetting()).toBe(2);

    await user.clear(field);
    await user.type(field, '12');
    await user.click(feeCard().getByRole('button', { name: 'Save' }));
    expect(await feeCard().findByText('The fee can be at most 10%')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The fee can be at most 10%'));
    expect(field).toHaveFocus();
    expect(feeSetting()).toBe(2);
  });

  it('changes what Mark remitted keeps back', async () => {
    db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)!.cashHandlingFeePercent = 0;
    const day = sadeDay();
    const { user } = await openCash(`${CASH}&day=${day}`);
    await user.click(riderRow('Sade Ogunleye').getByRole('button', { name: 'Mark remitted for Sade Ogunleye' }));
    const confirm = within(await findDialog('Mark Sade Ogunleye’s cash remitted?', 'alertdialog'));
    expect(
      confirm.getByText(`Sade Ogunleye hands in ₦96,000 collected on ${dayLabel(day)}. ₦96,000 goes into the wallet.`),
    ).toBeInTheDocument();
  });
});
