import { beforeEach, describe, expect, it } from 'vitest';
import { getBillingInfo, updateBillingInfo } from '@/api/billing';
import { getBillingPlan, getInvoice, listInvoices } from '@/api/invoices';
import type { Invoice } from '@/api/schemas/invoices';
import { db, resetDb } from '../db';
import { DEMO_PAYOUT_ACCOUNT } from '../seed';
import { newDelivery } from './deliveries-fixtures';
import { expectFailure, mockState, raw, signInDemo, signInNewPartner, signInSecondPartner } from './helpers';
import { createDelivery } from '@/api/delivery-writes';

/*
 * What DeliverOS charges (issue 24): the Growth plan (₦25,000 a month, 500 deliveries included,
 * then ₦50 each, plus 7.5% VAT), this month's usage counted from the deliveries, and the demo
 * partner's three invoices, each counting its month's deliveries, keeping the billing details of
 * when it was issued, and adding up.
 */

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount, 0) * 100) / 100;

function expectAddsUp(invoice: Invoice) {
  expect(invoice.subtotal).toBe(sum(invoice.lines.map((line) => line.amount)));
  for (const line of invoice.lines) expect(line.amount).toBe(sum([line.quantity * line.unitPrice]));
  expect(invoice.vat).toBe(Math.round(invoice.subtotal * 7.5) / 100);
  expect(invoice.total).toBe(sum([invoice.subtotal, invoice.vat]));
}

describe('the plan and its usage', () => {
  beforeEach(signInDemo);

  it('is Growth, with this Lagos month as the period and its deliveries counted', async () => {
    const usage = await getBillingPlan();
    expect(usage.plan).toEqual({
      name: 'Growth',
      monthlyFee: 25_000,
      includedDeliveries: 500,
      overagePrice: 50,
      vatRate: 0.075,
    });
    const start = Date.parse(usage.periodStart);
    const end = Date.parse(usage.periodEnd);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(end).toBeGreaterThan(Date.now());
    // Midnight in Lagos (UTC+1) on the first of a month, to midnight on the first of the next.
    expect(new Date(start + 3_600_000).toISOString()).toMatch(/-01T00:00:00\.000Z$/);
    expect(new Date(end + 3_600_000).toISOString()).toMatch(/-01T00:00:00\.000Z$/);
    const counted = db.state.deliveries.filter(
      (d) => Date.parse(d.createdAt) >= start && Date.parse(d.createdAt) < end,
    ).length;
    expect(usage.deliveries).toBe(counted);
    // Within the included deliveries: the fee and its VAT.
    expect(usage.projectedCharge).toBe(26_875);
  });

  it('counts a delivery created now, and prices the ones past the included 500', async () => {
    const before = await getBillingPlan();
    await createDelivery(newDelivery);
    expect((await getBillingPlan()).deliveries).toBe(before.deliveries + 1);

    const template = db.state.deliveries[0]!;
    const past = 510 - (before.deliveries + 1);
    for (let i = 0; i < past; i += 1)
      db.state.deliveries.push({ ...template, id: `dlv_bulk_${i}`, createdAt: new Date().toISOString() });
    const usage = await getBillingPlan();
    expect(usage.deliveries).toBe(510);
    // ₦25,000 + 10 × ₦50 = ₦25,500, plus 7.5% VAT (₦1,912.50).
    expect(usage.projectedCharge).toBe(27_412.5);
  });
});

describe('invoices', () => {
  beforeEach(signInDemo);

  it('lists the three months, newest first, paid with the billing methods (never the payout account)', async () => {
    const page = await listInvoices();
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.items.map((i) => i.number)).toEqual([
      expect.stringMatching(/^INV-\d{4}-0011$/),
      expect.stringMatching(/^INV-\d{4}-0010$/),
      expect.stringMatching(/^INV-\d{4}-0009$/),
    ]);
    // The seed keeps only the last week's deliveries: far fewer than 500 in each month billed.
    expect(page.items.map((i) => i.total)).toEqual([26_875, 26_875, 26_875]);
    expect(page.items.map((i) => i.status)).toEqual(['paid', 'paid', 'paid']);
    expect(page.items.map((i) => i.paidWith)).toEqual([
      { type: 'card', provider: 'Verve', last4: '4081' },
      { type: 'bank_transfer', provider: 'First Bank', last4: '3318' },
      { type: 'card', provider: 'Verve', last4: '4081' },
    ]);
    const payout = DEMO_PAYOUT_ACCOUNT.accountNumber.slice(-4);
    expect(page.items.some((i) => i.paidWith?.last4 === payout)).toBe(false);
    // Consecutive months: each period starts where the one before ended.
    expect(page.items[1]!.periodEnd).toBe(page.items[0]!.periodStart);
    expect(page.items[2]!.periodEnd).toBe(page.items[1]!.periodStart);
  });

  it('bounds a page: limit at most 100, and pages past the end are empty', async () => {
    expect((await listInvoices({ limit: 2 })).items).toHaveLength(2);
    expect((await listInvoices({ page: 3, limit: 2 })).items).toEqual([]);
    const { status, json } = await raw('/api/billing/invoices?limit=101');
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
  });

  it('a receipt: plan, overage deliveries × ₦50, VAT 7.5%, totals that add up', async () => {
    // A month of 587 deliveries (as if counted from a busier history than the seed's).
    db.state.invoices.find((i) => i.id === 'inv_demo_0011')!.deliveries = 587;
    const newest = await getInvoice('inv_demo_0011');
    expect(newest.lines).toEqual([
      { description: 'Growth plan — 500 deliveries included', quantity: 1, unitPrice: 25_000, amount: 25_000 },
      { description: 'Deliveries past the included ones', quantity: 87, unitPrice: 50, amount: 4_350 },
    ]);
    expect(newest).toMatchObject({ subtotal: 29_350, vatRate: 0.075, vat: 2_201.25, total: 31_551.25 });
    for (const id of ['inv_demo_0009', 'inv_demo_0010', 'inv_demo_0011']) expectAddsUp(await getInvoice(id));
    // No overage line when the deliveries stay within the plan.
    expect((await getInvoice('inv_demo_0009')).lines).toHaveLength(1);
  });

  it('a receipt names both parties: DeliverOS and the partner’s billing information', async () => {
    const invoice = await getInvoice('inv_demo_0011');
    expect(invoice.seller).toMatchObject({ name: 'DeliverOS Technologies Ltd', country: 'Nigeria' });
    expect(invoice.billedTo).toEqual({
      name: 'Swift Riders Ltd',
      address: '15 Adeola Odeku Street, Victoria Island',
      city: 'Lagos',
      country: 'Nigeria',
      taxId: 'TIN-20481937-0001',
      email: 'billing@swiftriders.ng',
    });
  });

  it('the failed-then-paid invoice keeps both attempts: the declined card, then the transfer', async () => {
    const invoice = await getInvoice('inv_demo_0010');
    expect(invoice.status).toBe('paid');
    expect(invoice.payments.map((p) => [p.outcome, p.method])).toEqual([
      ['failed', { type: 'card', provider: 'Verve', last4: '4081' }],
      ['paid', { type: 'bank_transfer', provider: 'First Bank', last4: '3318' }],
    ]);
    // Paid two days after the card was declined.
    expect(Date.parse(invoice.payments[1]!.at) - Date.parse(invoice.payments[0]!.at)).toBe(2 * 86_400_000);
    expect(invoice.payments[0]!.failureReason).toMatch(/insufficient funds/);
  });

  it("another partner's invoice is not found (404), and nothing changes", async () => {
    const before = mockState();
    await expectFailure(getInvoice('inv_chidi_0004'), { status: 404, code: 'NOT_FOUND', message: 'Invoice not found' });
    await expectFailure(getInvoice('inv_nope'), { status: 404, code: 'NOT_FOUND', message: 'Invoice not found' });
    expect(mockState()).toEqual(before);

    await signInSecondPartner();
    expect((await listInvoices()).items.map((i) => i.id)).toEqual(['inv_chidi_0004']);
    await expectFailure(getInvoice('inv_demo_0011'), { status: 404, code: 'NOT_FOUND' });
  });

  it('a new partner has no invoices yet', async () => {
    await signInNewPartner();
    expect(await listInvoices()).toMatchObject({ items: [], total: 0 });
    expect((await getBillingPlan()).deliveries).toBe(0);
  });

  it('clips billing details too long for a receipt rather than failing (never a 5xx)', async () => {
    // An invoice stored before the snapshot existed: the receipt shows today's details, clipped.
    delete db.state.invoices.find((i) => i.id === 'inv_demo_0011')!.billedTo;
    const info = db.state.billing.find((b) => b.partnerId === 'usr_demo')!;
    info.address = 'A'.repeat(500);
    const invoice = await getInvoice('inv_demo_0011');
    expect(invoice.billedTo.address).toHaveLength(200);
  });
});

describe('invoices as they were', () => {
  it('a paid invoice keeps the billing details of its day: a later change leaves its receipt as it was', async () => {
    await signInDemo();
    const before = await getInvoice('inv_demo_0010');
    expect(before.status).toBe('paid');
    const current = await getBillingInfo();
    await updateBillingInfo({
      ...current,
      companyName: 'Swift Riders Logistics Ltd',
      address: '7 Ahmadu Bello Way',
      city: 'Abuja',
      taxId: 'TIN-99999999-0001',
      email: 'accounts@swiftriders.ng',
    });
    const after = await getInvoice('inv_demo_0010');
    expect(after.billedTo).toEqual(before.billedTo);
    expect(after.billedTo).toMatchObject({
      name: 'Swift Riders Ltd',
      address: '15 Adeola Odeku Street, Victoria Island',
    });
    expect(after).toEqual(before);
  });

  it("a past invoice counts the partner's deliveries of its period, as the data holds them", async () => {
    // Generated deliveries an hour apart, back past the three months billed.
    resetDb({ extraDeliveries: 2_400 });
    await signInDemo();
    const counted = (start: string, end: string) =>
      db.state.deliveries.filter(
        (d) =>
          d.partnerId === 'usr_demo' &&
          Date.parse(d.createdAt) >= Date.parse(start) &&
          Date.parse(d.createdAt) < Date.parse(end),
      ).length;
    const page = await listInvoices();
    expect(page.items).toHaveLength(3);
    for (const summary of page.items) {
      const record = db.state.invoices.find((i) => i.id === summary.id)!;
      expect(record.deliveries).toBe(counted(record.periodStart, record.periodEnd));
    }
    // The month before this one: a whole month of hourly deliveries, past the 500 included.
    const last = await getInvoice(page.items[0]!.id);
    const deliveries = counted(last.periodStart, last.periodEnd);
    expect(deliveries).toBeGreaterThan(500);
    expect(last.lines[1]).toMatchObject({ quantity: deliveries - 500, unitPrice: 50 });
    expectAddsUp(last);
  });
});
