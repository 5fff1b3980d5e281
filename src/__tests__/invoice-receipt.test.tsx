import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';
import { currentHref, renderApp, signInAs } from '@/test/render';

/*
 * A receipt, /dashboard/billing/invoices/$invoiceId, against the mock API: the newest seeded
 * invoice, given a busy month (587 deliveries on the Growth plan: ₦25,000 + 87 × ₦50, plus 7.5%
 * VAT). The seed counts each month's deliveries from its data (server/seed/invoices.ts).
 */

const LOAD = { timeout: 5_000 };
/** "₦31,551.25" → 31551.25 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openReceipt(id = 'inv_demo_0011') {
  db.state.invoices.find((i) => i.id === 'inv_demo_0011')!.deliveries = 587;
  await signInAs();
  const view = renderApp(`/dashboard/billing/invoices/${id}`);
  await screen.findByRole('heading', { name: /^Receipt for INV-\d{4}-\d{4}$/ }, LOAD);
  return view;
}

describe('Invoice receipt', () => {
  it('lists the plan, the deliveries past the included ones and VAT; the lines add up to the total', async () => {
    await openReceipt();
    const table = screen.getByRole('table', { name: /^Charges of INV-/ });
    const [, ...rows] = within(table).getAllByRole<HTMLTableRowElement>('row');
    const lines = rows.filter((row) => within(row).queryByRole('rowheader') === null);
    expect(lines.map((row) => row.cells[0]?.textContent)).toEqual([
      'Growth plan — 500 deliveries included1 × ₦25,000',
      'Deliveries past the included ones87 × ₦50',
    ]);
    const amounts = lines.map((row) => amountOf(row.cells[1]!.textContent));
    const total = (label: string) =>
      amountOf(within(table).getByRole('rowheader', { name: label }).closest('tr')!.cells[1]!.textContent);
    expect(amounts).toEqual([25_000, 4_350]);
    expect(total('Subtotal')).toBe(amounts[0]! + amounts[1]!);
    expect(total('VAT (7.5%)')).toBe(Math.round(total('Subtotal') * 7.5) / 100);
    expect(total('Total')).toBe(total('Subtotal') + total('VAT (7.5%)'));
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('₦31,551.25');
  });

  it("names DeliverOS and the partner's billing details, and how it was paid", async () => {
    await openReceipt('inv_demo_0010');
    const from = within(screen.getByRole('region', { name: 'From' }));
    expect(from.getByText('DeliverOS Technologies Ltd')).toBeInTheDocument();
    const to = within(screen.getByRole('region', { name: 'Billed to' }));
    expect(to.getByText('Swift Riders Ltd')).toBeInTheDocument();
    expect(to.getByText('15 Adeola Odeku Street, Victoria Island')).toBeInTheDocument();
    expect(to.getByText('Tax ID TIN-20481937-0001')).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Payment' })).getAllByRole('listitem');
    expect(payments[0]).toHaveTextContent(/Declined.*Verve card ••4081 — Declined by the card issuer/);
    expect(payments[1]).toHaveTextContent(/Paid.*First Bank transfer ••3318/);
  });

  it('Print calls window.print, and the print stylesheet keeps only the receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openReceipt();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toMatch(/@media print[\s\S]*#invoice-receipt/);
  });

  it('goes back to billing', async () => {
    const { user, router } = await openReceipt();
    await user.click(screen.getByRole('link', { name: 'Back to billing' }));
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/billing'));
    expect(await screen.findByRole('region', { name: 'Plan and usage' }, LOAD)).toBeInTheDocument();
  });

  it("says another partner's invoice is not found, with a way to try again", async () => {
    expect(db.state.invoices.find((i) => i.id === 'inv_chidi_0004')?.partnerId).not.toBe(DEMO_USER_ID);
    await signInAs();
    renderApp('/dashboard/billing/invoices/inv_chidi_0004');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent("Couldn't load this invoice.");
    expect(alert).toHaveTextContent('Invoice not found');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Eko Express')).not.toBeInTheDocument();
  });
});
