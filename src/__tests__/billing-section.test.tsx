import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getBillingInfo } from '@/api/billing';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_USER_ID } from '@mocks/seed';
import { retryAfterLoadFailure } from '@/test/load-failure';
import { renderApp, signInAs } from '@/test/render';
import { failure } from '@/test/replies';
import { hold } from '@/test/hold';
import { recordRequestUrls } from '@/test/requests';

/*
 * The Billing tab through the real route against the mock API: what the partner pays DeliverOS
 * (issue 24). The demo partner is on the Growth plan with three paid invoices (INV-…-0009 to
 * 0011), Swift Riders Ltd's billing info, and ten wallet transactions that Billing never lists.
 * Its payment methods: billing-payment-methods.test.tsx; a receipt: invoice-receipt.test.tsx.
 */

/** The first render loads the dashboard's lazy route chunk and the first toast loads sonner: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

async function openBilling() {
  await signInAs();
  const view = renderApp('/dashboard/billing');
  const companyName = await screen.findByLabelText('Company name', {}, LOAD);
  await waitFor(() => expect(companyName).toHaveValue('Swift Riders Ltd'));
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Update Billing Info' });

/** Replaces these fields of the billing form (label → text), then Update Billing Info. */
async function saveBilling(user: Awaited<ReturnType<typeof openBilling>>['user'], changes: Record<string, string>) {
  for (const [label, text] of Object.entries(changes)) {
    await user.clear(field(label));
    await user.type(field(label), text);
  }
  await user.click(saveButton());
}

describe('Billing tab: billing information', () => {
  it('loads the saved billing information into the form', async () => {
    await openBilling();
    const saved = {
      Address: '15 Adeola Odeku Street, Victoria Island',
      City: 'Lagos',
      Country: 'Nigeria',
      'Tax ID': 'TIN-20481937-0001',
      'Billing email': 'billing@swiftriders.ng',
      Phone: '+234 803 123 4567',
    };
    for (const [label, value] of Object.entries(saved)) expect(field(label)).toHaveValue(value);
  });

  it('refuses a blank (or whitespace-only) company name and an invalid e-mail without calling the server', async () => {
    const puts = recordRequestUrls('PUT');
    const { user } = await openBilling();

    await saveBilling(user, { 'Company name': '   ', 'Billing email': 'not-an-email' });

    expect(await screen.findByText('Please enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Company name')).toHaveAccessibleDescription('Please enter your company name');
    expect(field('Billing email')).toHaveAccessibleDescription('Please enter a valid email address');
    // Every invalid field at once, the focus on the first; the button stays enabled.
    expect(field('Company name')).toHaveFocus();
    expect(saveButton()).toBeEnabled();
    expect(field('Billing email')).toHaveValue('not-an-email');
    expect(puts).toEqual([]);
  });

  it('saves through PUT /api/billing with every field, trimmed; GET /api/billing then returns the new values', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/billing', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const { user } = await openBilling();

    await saveBilling(user, { City: '  Abuja ', Address: 'Plot 12 Aminu Kano Crescent, Wuse 2' });

    expect(await screen.findByText('Billing information updated', {}, LOAD)).toBeInTheDocument();
    expect(body).toEqual({
      company_name: 'Swift Riders Ltd',
      address: 'Plot 12 Aminu Kano Crescent, Wuse 2',
      city: 'Abuja',
      country: 'Nigeria',
      tax_id: 'TIN-20481937-0001',
      email: 'billing@swiftriders.ng',
      phone: '+234 803 123 4567',
    });
    expect(await getBillingInfo()).toMatchObject({
      city: 'Abuja',
      address: 'Plot 12 Aminu Kano Crescent, Wuse 2',
      companyName: 'Swift Riders Ltd',
    });
    expect(field('City')).toHaveValue('Abuja');
  });

  it('disables Update Billing Info while saving', async () => {
    const { gate, release } = hold();
    server.use(
      http.put('*/api/billing', async () => {
        await gate;
      }),
    );
    const { user } = await openBilling();
    await saveBilling(user, { City: 'Ibadan' });

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Billing information updated', {}, LOAD)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('keeps the typed values and shows the §8-style text when saving fails', async () => {
    server.use(http.put('*/api/billing', () => failure(500)));
    const { user } = await openBilling();

    await saveBilling(user, { City: 'Kano', 'Tax ID': 'TIN-99999999-0002' });

    expect(
      await screen.findByText('Failed to update billing information. Please try again.', {}, LOAD),
    ).toBeInTheDocument();
    expect(field('City')).toHaveValue('Kano');
    expect(field('Tax ID')).toHaveValue('TIN-99999999-0002');
    expect(saveButton()).toBeEnabled();
    expect(await getBillingInfo()).toMatchObject({ city: 'Lagos' });
  });

  it("shows the server's reason for a refusal in the form, not as a toast, keeping what was typed", async () => {
    server.use(http.put('*/api/billing', () => failure(400, 'tax_id: Tax ID is not recognised', 'VALIDATION_ERROR')));
    const { user } = await openBilling();
    await saveBilling(user, { 'Tax ID': 'TIN-00000000-0000' });
    const section = screen.getByRole('region', { name: 'Billing information' });
    expect(await within(section).findByRole('alert', {}, LOAD)).toHaveTextContent('tax_id: Tax ID is not recognised');
    expect(
      screen.queryByText('tax_id: Tax ID is not recognised', { selector: '[data-sonner-toast] *' }),
    ).not.toBeInTheDocument();
    expect(field('Tax ID')).toHaveValue('TIN-00000000-0000');
    expect(field('Company name')).toHaveValue('Swift Riders Ltd');
    expect(saveButton()).toBeEnabled();
    expect(await getBillingInfo()).toMatchObject({ taxId: 'TIN-20481937-0001' });
  });

  it('offers a retry when the billing information cannot be loaded', async () => {
    await signInAs();
    await retryAfterLoadFailure(
      '/dashboard/billing',
      '/api/billing',
      'Billing information',
      "Couldn't load your billing information.",
    );
    await waitFor(() => expect(field('Company name')).toHaveValue('Swift Riders Ltd'));
  });
});

/** The demo partner's deliveries created this Africa/Lagos month (UTC+1): what the plan counts. */
function deliveriesThisMonth() {
  const lagos = new Date(Date.now() + 3_600_000);
  const start = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - 3_600_000;
  return db.state.deliveries.filter((d) => d.partnerId === DEMO_USER_ID && Date.parse(d.createdAt) >= start).length;
}

describe('Billing tab: plan and usage', () => {
  it('shows the plan, the period, a meter of the deliveries counted and the projected charge', async () => {
    await openBilling();
    const plan = within(screen.getByRole('region', { name: 'Plan and usage' }));
    expect(plan.getByText('Growth — ₦25,000 a month')).toBeInTheDocument();
    expect(plan.getByText(/Includes 500 deliveries, then ₦50 a delivery/)).toBeInTheDocument();
    const counted = deliveriesThisMonth();
    const meter = plan.getByRole('meter', { name: 'Deliveries this period' });
    expect(meter).toHaveAttribute('aria-valuenow', String(counted));
    expect(meter).toHaveAttribute('aria-valuemax', '500');
    expect(plan.getByText(`${counted} of 500 included`)).toBeInTheDocument();
    expect(plan.getByText('None')).toBeInTheDocument();
    // ₦25,000 and 7.5% VAT: within the included deliveries.
    expect(plan.getByText('₦26,875')).toBeInTheDocument();
  });

  it('prices the deliveries past the included ones and fills the meter', async () => {
    const template = db.state.deliveries.find((d) => d.partnerId === DEMO_USER_ID)!;
    const now = new Date().toISOString();
    const counted = deliveriesThisMonth();
    for (let i = counted; i < 520; i += 1) db.state.deliveries.push({ ...template, id: `dlv_x${i}`, createdAt: now });
    await openBilling();
    const plan = within(screen.getByRole('region', { name: 'Plan and usage' }));
    expect(plan.getByText('20 deliveries · ₦1,000')).toBeInTheDocument();
    expect(plan.getByRole('meter', { name: 'Deliveries this period' })).toHaveAttribute('aria-valuenow', '500');
    // (₦25,000 + ₦1,000) × 1.075.
    expect(plan.getByText('₦27,950')).toBeInTheDocument();
  });
});

describe('Billing tab: billing history (invoices)', () => {
  it('lists the invoices, newest first, with period, amount, status and the method charged', async () => {
    await openBilling();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Invoice', 'Period', 'Amount', 'Status', 'Paid with']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      expect.stringMatching(/^INV-\d{4}-0011$/),
      expect.stringMatching(/^INV-\d{4}-0010$/),
      expect.stringMatching(/^INV-\d{4}-0009$/),
    ]);
    // The seeded months bill their plan alone: the seed holds a week of deliveries (server/seed/invoices.ts).
    expect(rows[0]).toHaveTextContent('₦26,875');
    expect(rows[0]).toHaveTextContent('Verve card ••4081');
    expect(rows[1]).toHaveTextContent('First Bank transfer ••3318');
    expect(within(rows[2]!).getAllByText('Paid').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/dashboard/billing/invoices/inv_demo_0011');
  });

  it('never lists the wallet’s transactions or its payout account', async () => {
    await openBilling();
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByText('Platform fee (10%)')).not.toBeInTheDocument();
    expect(screen.queryByText(/GTBank/)).not.toBeInTheDocument();
    expect(screen.queryByText(/6789/)).not.toBeInTheDocument();
  });

  it('shows the status of an open or failed invoice', async () => {
    const newest = db.state.invoices.find((i) => i.id === 'inv_demo_0011')!;
    newest.status = 'failed';
    newest.payments = [{ ...newest.payments[0]!, outcome: 'failed', failureReason: 'Card expired' }];
    db.state.invoices.find((i) => i.id === 'inv_demo_0009')!.status = 'open';
    await openBilling();
    const rows = within(await screen.findByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(within(rows[1]!).getAllByText('Failed').length).toBeGreaterThan(0);
    expect(within(rows[3]!).getAllByText('Open').length).toBeGreaterThan(0);
  });

  it('shows an empty state when no invoice has been issued yet', async () => {
    db.state.invoices = [];
    await openBilling();
    expect(
      await within(screen.getByRole('region', { name: 'Billing history' })).findByText('No invoices yet'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the invoices cannot be loaded', async () => {
    server.use(http.get('*/api/billing/invoices', () => failure(403, 'Forbidden', 'FORBIDDEN'), { once: true }));
    const { user } = await openBilling();
    const history = within(screen.getByRole('region', { name: 'Billing history' }));
    expect(await history.findByText("Couldn't load your invoices.")).toBeInTheDocument();
    await user.click(history.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
  });
});
