import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { errorMessages } from '@/api/errors';
import { csvDocument } from '@/components/csv';
import { deliveryKeys } from '@/queries/deliveries';
import { statisticsKeys } from '@/queries/statistics';
import { deliveriesHeader } from '@/features/deliveries/csv/delivery-csv';
import { recordDownloads } from '@/test/downloads';
import { countCalls, findDialog } from '@/test/faults';
import { renderApp, signInAs } from '@/test/render';
import { addFault } from '@mocks/control/faults';
import { db } from '@mocks/db';

/*
 * The CSV import of the deliveries table (issue 15) against the mock API: a file of two good
 * rows and one bad, its preview with the bad row's error, the import of the good ones, the
 * report, and the new deliveries in the table; a refused request (its rows together) in the
 * report and in the error report file; a request without an answer.
 */

const nextYear = new Date().getFullYear() + 1;

/** A file as the export writes it, its first and third rows good, its second with a price of 0. */
const file = () =>
  new File(
    [
      '\uFEFF',
      csvDocument(deliveriesHeader, [
        `,,High priority,Amaka Eze,amaka@example.com,'+234 802 000 1111,"3 Marina, Lagos Island",Lagos,9 Bode Thomas Street,Surulere,Office chairs,Chair; Chair cushions,12500.00,,,${nextYear}-03-02,09:30,Ring the bell`,
        `,,Low priority,Bad Price,bad@example.com,0803 000 2222,1 Road,Lagos,2 Road,Ibadan,Parcel,Box,0,,,${nextYear}-03-02,10:00,`,
        `,,Medium priority,Tobi Adeyemi,tobi@example.com,0803 000 3333,4 Allen Avenue,Ikeja,7 Admiralty Way,Lekki,Documents,Envelope,3000,,,${nextYear}-03-03,16:45,`,
      ]),
    ],
    'new-deliveries.csv',
    { type: 'text/csv' },
  );

async function openImport() {
  await signInAs();
  const ui = renderApp('/dashboard/deliveries?view=table');
  const table = await screen.findByRole('table', { name: /^Deliveries, sorted by/ });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(12));
  await ui.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await findDialog('Import deliveries from CSV');
  return { ...ui, table, dialog };
}

async function choose(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await user.upload(within(dialog).getByLabelText('CSV file'), file());
  await within(dialog).findByText('3 rows: 2 ready to import, 1 row with errors', {}, { timeout: 10_000 });
}

describe('Deliveries table: CSV import', { timeout: 30_000 }, () => {
  let files: ReturnType<typeof recordDownloads>;
  beforeEach(() => {
    files = recordDownloads();
  });

  it('previews a file, imports its valid rows, reports, and shows them in the table (lists refetched once)', async () => {
    const { user, dialog, table, queryClient } = await openImport();
    // What the file needs, and a template of it.
    expect(within(dialog).getByRole('list', { name: 'Required columns' })).toHaveTextContent('Price (NGN)');
    await user.click(within(dialog).getByRole('button', { name: 'Download a template' }));
    expect(files.names).toEqual(['deliveros-import-template.csv']);
    expect((await files.lines(0))[0]).toBe(deliveriesHeader.join(','));

    await choose(user, dialog);
    expect(within(dialog).getByRole('list', { name: 'Row 3 errors' })).toHaveTextContent(
      'Row 3 — Price (NGN): The price must be at least ₦1',
    );
    expect(within(dialog).getByText('Amaka Eze')).toBeInTheDocument();
    expect(within(dialog).getByText('₦12,500')).toBeInTheDocument();
    expect(within(dialog).getByText('Tobi Adeyemi')).toBeInTheDocument();
    // Only the errors, when asked.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only rows with errors' }));
    expect(within(dialog).queryByText('Amaka Eze')).not.toBeInTheDocument();

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const posts = countCalls(endpoints.createDeliveries);
    const before = db.state.deliveries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 deliveries' }));

    expect(
      await within(dialog).findByText('2 deliveries imported, 1 row with errors skipped.', {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status');
    // One request for the file (up to 100 rows each).
    expect(posts()).toBe(1);
    expect(db.state.deliveries.length).toBe(before + 2);
    const amaka = db.state.deliveries.find((d) => d.customer.name === 'Amaka Eze')!;
    expect(amaka).toMatchObject({
      status: 'pending',
      priority: 'high',
      customer: { phone: '+234 802 000 1111' },
      from: { address: '3 Marina, Lagos Island', city: 'Lagos' },
      items: ['Chair', 'Chair cushions'],
      price: 1_250_000, // kobo
      estimatedDelivery: `${nextYear}-03-02T08:30:00.000Z`,
      specialInstructions: 'Ring the bell',
    });
    // The lists and the statistics, once each for the whole batch.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      deliveryKeys.lists(),
      statisticsKeys.deliveries(),
    ]);

    // The error report holds the invalid row.
    await user.click(within(dialog).getByRole('button', { name: 'Download error report' }));
    const report = await files.lines(1);
    expect(report).toHaveLength(2);
    expect(report[1]).toMatch(/^3,,,Low priority,Bad Price,.*,Price \(NGN\): The price must be at least ₦1$/);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Newest first: the two new pending deliveries lead the table.
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(14));
    expect(within(table).getByText('Amaka Eze')).toBeInTheDocument();
    expect(within(table).getByText('Tobi Adeyemi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toHaveFocus();
  });

  it('reports the rows of a refused request with the reason once, and puts them in the error report', async () => {
    const { user, dialog } = await openImport();
    await choose(user, dialog);
    addFault({ endpoint: 'createDeliveries', kind: 'status', status: 409, times: 1 });
    const before = db.state.deliveries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 deliveries' }));

    await within(dialog).findByText(
      '0 deliveries imported, 2 failed, 1 row with errors skipped.',
      {},
      { timeout: 10_000 },
    );
    expect(db.state.deliveries.length).toBe(before);
    // Rows 2 and 4 went in one request, refused as a whole (row 3 has errors and was not sent).
    const refused = within(dialog).getByRole('alert');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rows 2, 4:Injected fault: HTTP 409']);
    // The server answered: nothing was created, no warning that something may have been.
    expect(within(dialog).queryByText(/may have been created/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download error report' }));
    const report = await files.lines();
    expect(report[0]).toBe(`Row,${deliveriesHeader.join(',')},Error`);
    expect(report.slice(1).map((line) => line.split(',')[0])).toEqual(['2', '3', '4']);
    expect(report[1]).toMatch(/^2,.*,Not imported: Injected fault: HTTP 409$/);
    expect(report[3]).toMatch(/^4,.*,Not imported: Injected fault: HTTP 409$/);
  });

  it('warns that rows whose request got no answer may have been created', async () => {
    const { user, dialog } = await openImport();
    await choose(user, dialog);
    addFault({ endpoint: 'createDeliveries', kind: 'network', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 deliveries' }));
    await within(dialog).findByText(
      '0 deliveries imported, 2 failed, 1 row with errors skipped.',
      {},
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Rows 2, 4:${errorMessages.network}`);
    expect(
      within(dialog).getByText(
        'No answer came for some rows: they may have been created all the same. Check the list before you import the error report again.',
      ),
    ).toBeInTheDocument();
  });

  it('reads a spreadsheet’s day-first date, am/pm time and one item a line', async () => {
    const { user, dialog } = await openImport();
    expect(within(dialog).getByText(/ETA date is day first: DD\/MM\/YYYY, D\/M\/YY/)).toHaveTextContent(
      'with am/pm (e.g. 2pm, 2:30 PM)',
    );
    const spreadsheet = csvDocument(deliveriesHeader, [
      `,,,Ngozi Obi,ngozi@example.com,0803 000 4444,1 Broad Street,Lagos,2 Ring Road,Ibadan,Groceries,"Rice\nBeans\n\nGarri",5000,,,15/01/${nextYear},2pm,`,
      `,,,Late Row,late@example.com,0803 000 5555,1 Broad Street,Lagos,2 Ring Road,Ibadan,Parcel,Box,5000,,,31/02/${nextYear},13pm,`,
    ]);
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([spreadsheet], 'from-excel.csv', { type: 'text/csv' }),
    );
    await within(dialog).findByText('2 rows: 1 ready to import, 1 row with errors', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('list', { name: 'Row 3 errors' })).toHaveTextContent(
      'Row 3 — ETA date: That day does not exist (dates are read day first: DD/MM/YYYY, D/M/YY or YYYY-MM-DD)',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 delivery' }));
    await within(dialog).findByText('1 delivery imported, 1 row with errors skipped.', {}, { timeout: 10_000 });
    // 2pm in Lagos (UTC+1) on 15 January.
    expect(db.state.deliveries.find((d) => d.customer.name === 'Ngozi Obi')).toMatchObject({
      items: ['Rice', 'Beans', 'Garri'],
      estimatedDelivery: `${nextYear}-01-15T13:00:00.000Z`,
    });
  });

  it('says which required columns a file lacks, and takes another file', async () => {
    const { user, dialog } = await openImport();
    const header = deliveriesHeader.filter((name) => name !== 'Customer email').join(',');
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([`${header}\r\nx\r\n`], 'old.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The header is missing a required column: Customer email.',
    );
    await choose(user, dialog);
  });
});
