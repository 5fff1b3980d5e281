import { expect, it } from 'vitest';
import { list, newDelivery, ok } from '../support/deliveries';
import { as, onEveryStore, outcome, refusalOf, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * What DeliverOS charges, on every store (docs/mock-api.md, Billing): the Growth plan and this
 * Lagos month's usage counted from the deliveries, the invoices (the seed's three months, newest
 * first, in pages), a receipt that adds up and names the partner as they were when it was issued.
 */

interface WireUsage {
  plan: { name: string; monthly_fee: number; included_deliveries: number; overage_price: number; vat_rate: number };
  period_start: string;
  period_end: string;
  deliveries: number;
  projected_charge: number;
}

interface WireInvoice {
  id: string;
  number: string;
  period_start: string;
  period_end: string;
  total: number;
  status: string;
  paid_with?: { type: string; provider: string; last4: string };
  lines: { description: string; quantity: number; unit_price: number; amount: number }[];
  subtotal: number;
  vat: number;
  vat_rate: number;
  payments: { at: string; outcome: string; method: { last4: string }; failure_reason?: string }[];
  seller: { name: string };
  billed_to: Record<string, string>;
}

interface WireInvoicePage {
  items: WireInvoice[];
  total: number;
  page: number;
  limit: number;
}

const usage = async (api: Target, session: Session) => ok<WireUsage>(await api.call('/api/billing/plan', as(session)));
const invoices = async (api: Target, session: Session, query = '') =>
  ok<WireInvoicePage>(await api.call(`/api/billing/invoices${query}`, as(session)));
const invoice = async (api: Target, session: Session, id: string) =>
  ok<WireInvoice>(await api.call(`/api/billing/invoices/${id}`, as(session)));

/** Midnight in Lagos (UTC+1) on the first of a month. */
const FIRST_OF_A_LAGOS_MONTH = /-01T00:00:00\.000Z$/;
const lagosTime = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();

onEveryStore('the plan and its usage', (api) => {
  it('is Growth, this Lagos month, its deliveries counted — and a delivery created now counts', async () => {
    const session = await signIn(api());
    const before = await usage(api(), session);
    expect(before.plan).toEqual({
      name: 'Growth',
      monthly_fee: 25_000,
      included_deliveries: 500,
      overage_price: 50,
      vat_rate: 0.075,
    });
    expect(lagosTime(before.period_start)).toMatch(FIRST_OF_A_LAGOS_MONTH);
    expect(lagosTime(before.period_end)).toMatch(FIRST_OF_A_LAGOS_MONTH);
    expect(Date.parse(before.period_start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(before.period_end)).toBeGreaterThan(Date.now());
    const [start, end] = [Date.parse(before.period_start), Date.parse(before.period_end)];
    const created = (await list(api(), session)).items.filter(
      (d) => Date.parse(d.created_at) >= start && Date.parse(d.created_at) < end,
    );
    expect(before.deliveries).toBe(created.length);
    // Within the included deliveries: the fee and its VAT.
    expect(before.projected_charge).toBe(26_875);

    ok(await api().call('/api/deliveries', as(session, { body: newDelivery() })), 201);
    expect((await usage(api(), session)).deliveries).toBe(before.deliveries + 1);
  });

  it("counts only the partner's own deliveries", async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(await usage(api(), chidi)).toMatchObject({ deliveries: 0, projected_charge: 26_875 });
  });
});

onEveryStore('invoices', (api) => {
  it('lists the three months newest first, paid with the billing methods, in pages', async () => {
    const session = await signIn(api());
    const page = await invoices(api(), session);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.items.map((i) => [i.id, i.number.slice(-4), i.total, i.status])).toEqual([
      ['inv_demo_0011', '0011', 26_875, 'paid'],
      ['inv_demo_0010', '0010', 26_875, 'paid'],
      ['inv_demo_0009', '0009', 26_875, 'paid'],
    ]);
    expect(page.items.map((i) => i.paid_with)).toEqual([
      { type: 'card', provider: 'Verve', last4: '4081' },
      { type: 'bank_transfer', provider: 'First Bank', last4: '3318' },
      { type: 'card', provider: 'Verve', last4: '4081' },
    ]);
    // Consecutive Lagos months: each period starts where the one before ended.
    expect(page.items[1]!.period_end).toBe(page.items[0]!.period_start);
    expect(page.items[2]!.period_end).toBe(page.items[1]!.period_start);
    for (const item of page.items) expect(lagosTime(item.period_start)).toMatch(FIRST_OF_A_LAGOS_MONTH);

    expect((await invoices(api(), session, '?limit=2')).items.map((i) => i.id)).toEqual([
      'inv_demo_0011',
      'inv_demo_0010',
    ]);
    expect(await invoices(api(), session, '?limit=2&page=2')).toMatchObject({
      total: 3,
      items: [{ id: 'inv_demo_0009' }],
    });
    expect((await invoices(api(), session, '?limit=2&page=3')).items).toEqual([]);
    expect(outcome(await api().call('/api/billing/invoices?limit=101', as(session)))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('a receipt adds up, names both parties, and keeps both attempts of the failed-then-paid month', async () => {
    const session = await signIn(api());
    const newest = await invoice(api(), session, 'inv_demo_0011');
    expect(newest.lines).toEqual([
      { description: 'Growth plan — 500 deliveries included', quantity: 1, unit_price: 25_000, amount: 25_000 },
    ]);
    expect(newest).toMatchObject({ subtotal: 25_000, vat_rate: 0.075, vat: 1_875, total: 26_875 });
    expect(newest.seller.name).toBe('DeliverOS Technologies Ltd');
    expect(newest.billed_to).toEqual({
      name: 'Swift Riders Ltd',
      address: '15 Adeola Odeku Street, Victoria Island',
      city: 'Lagos',
      country: 'Nigeria',
      tax_id: 'TIN-20481937-0001',
      email: 'billing@swiftriders.ng',
    });
    const declined = await invoice(api(), session, 'inv_demo_0010');
    expect(declined.payments.map((p) => [p.outcome, p.method.last4])).toEqual([
      ['failed', '4081'],
      ['paid', '3318'],
    ]);
    expect(declined.payments[0]!.failure_reason).toMatch(/insufficient funds/);
    expect(Date.parse(declined.payments[1]!.at) - Date.parse(declined.payments[0]!.at)).toBe(2 * 86_400_000);
  });

  it('keeps the billing details of its day: a later change leaves the receipt as it was', async () => {
    const session = await signIn(api());
    const before = await invoice(api(), session, 'inv_demo_0010');
    const billing = ok<Record<string, string>>(await api().call('/api/billing', as(session)));
    ok(
      await api().call(
        '/api/billing',
        as(session, { method: 'PUT', body: { ...billing, company_name: 'Swift Riders Logistics Ltd', city: 'Abuja' } }),
      ),
    );
    expect(await invoice(api(), session, 'inv_demo_0010')).toEqual(before);
  });

  it("another partner's invoice, or an unknown one, is not found (404); each partner lists its own", async () => {
    const demo = await signIn(api());
    for (const id of ['inv_chidi_0004', 'inv_nope']) {
      const reply = await api().call(`/api/billing/invoices/${id}`, as(demo));
      expect(refusalOf(reply)).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Invoice not found',
      });
    }
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect((await invoices(api(), chidi)).items.map((i) => i.id)).toEqual(['inv_chidi_0004']);
    expect(outcome(await api().call('/api/billing/invoices/inv_demo_0011', as(chidi)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const fresh = await signIn(api(), 'new@example.com', undefined, { verification_code: '123456' });
    expect(await invoices(api(), fresh)).toMatchObject({ items: [], total: 0 });
  });
});
