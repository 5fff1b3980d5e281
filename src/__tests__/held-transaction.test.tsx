import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { renderApp, signInAs } from '@/test/render';

/*
 * Issue 25: a delivery's earning held at the wallet limit (server/domain/wallet/held.ts), as the wallet's
 * history shows it: a "Held" badge in the list, and in the detail its reason, not yet credited.
 */

const PAGE = '/dashboard/wallet/transactions';
const LOAD = { timeout: 5_000 };
const REASON = 'Wallet limit reached: withdraw to receive it';

/** The seed's pending ₦12,000 earning (txn_07), held instead. */
function holdSeedEarning() {
  const record = db.state.transactions.find((t) => t.id === 'txn_07')!;
  delete record.settlement;
  record.status = 'held';
  record.heldReason = REASON;
  record.timeline = [{ status: 'held', at: record.date, note: REASON }];
  return record;
}

describe('a held earning in the wallet history', () => {
  it('reads "Held" in the list and tells why in the detail, with nothing credited yet', async () => {
    const record = holdSeedEarning();
    await signInAs();
    const ui = renderApp(`${PAGE}?status=held`);
    const table = await screen.findByRole('table', { name: /^Transactions/ }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Held')).toBeInTheDocument();

    await ui.user.click(within(rows[0]!).getAllByRole('link')[0]!);
    const view = within(await screen.findByRole('dialog', { name: new RegExp(record.reference) }, LOAD));
    expect(view.getAllByText(REASON).length).toBeGreaterThanOrEqual(1);
    expect(view.getByText('Not yet credited').nextElementSibling).toHaveTextContent('₦12,000');
    expect(view.queryByText('Total credited')).not.toBeInTheDocument();
    const steps = within(view.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Held (current status)']);
  });
});
