import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decisionMessages } from '@/forms/api-access-decision-form';
import { currentHref, renderApp, signInAs } from '@/test/render';
import { signInThroughPage, toast } from '@/test/screen-helpers';
import { outboxMessages } from '@mocks/control/outbox';
import { db } from '@mocks/db';
import { OPERATOR } from '@mocks/seed';

/*
 * DeliverOS operations' review queue (/ops/api-access), against the mock API. The seed has
 * Ikeja Parcel Hub and Port Harcourt Pharmacy pending, Abuja Fresh Foods asked for more
 * information (server/seed/api-access.ts).
 */

const signInOperator = () => signInAs(OPERATOR.email, OPERATOR.password);
const requestList = () => within(screen.getByRole('list', { name: 'API access requests' }));
const statusNav = () => within(screen.getByRole('navigation', { name: 'Request status' }));
const onServer = (id: string) => db.state.apiAccessRequests.find((r) => r.id === id);

async function openQueue(path = '/ops/api-access') {
  await signInOperator();
  const ui = renderApp(path);
  await screen.findByRole('heading', { name: 'API access requests' });
  await screen.findByRole('list', { name: 'API access requests' });
  return ui;
}

async function openRequest(ui: Awaited<ReturnType<typeof openQueue>>, business: string) {
  await ui.user.click(requestList().getByRole('link', { name: `Review ${business}` }));
  return screen.findByRole('heading', { name: business, level: 2 });
}

describe('the API-access review queue', () => {
  it('signing in as operations lands on /ops/api-access, in the operations frame', async () => {
    const ui = renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    await signInThroughPage(ui, OPERATOR);

    await screen.findByRole('heading', { name: 'API access requests' });
    expect(ui.router.state.location.pathname).toBe('/ops/api-access');
    expect(screen.getByText('DeliverOS Operations')).toBeInTheDocument();
    expect(screen.getByText('Tobi Adeyemi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByText('Partner Dashboard')).not.toBeInTheDocument();
  });

  it('filters by status (with counts) and searches, both in the URL', async () => {
    const ui = await openQueue();
    expect(requestList().getByText('Ikeja Parcel Hub')).toBeInTheDocument();
    expect(requestList().getByText('Port Harcourt Pharmacy')).toBeInTheDocument();
    expect(requestList().queryByText('Abuja Fresh Foods')).not.toBeInTheDocument();
    expect(statusNav().getByRole('link', { name: 'Pending (2)' })).toHaveAttribute('aria-current', 'page');

    await ui.user.click(statusNav().getByRole('link', { name: 'More information needed (1)' }));
    await waitFor(() => expect(requestList().getByText('Abuja Fresh Foods')).toBeInTheDocument());
    expect(requestList().queryByText('Ikeja Parcel Hub')).not.toBeInTheDocument();
    expect(currentHref(ui.router)).toBe('/ops/api-access?status=more_information_needed');

    await ui.user.click(statusNav().getByRole('link', { name: 'All (4)' }));
    await ui.user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'phpharmacy');
    await waitFor(() => expect(requestList().queryByText('Ikeja Parcel Hub')).not.toBeInTheDocument());
    expect(requestList().getByText('Port Harcourt Pharmacy')).toBeInTheDocument();
    expect(statusNav().getByRole('link', { name: 'All (1)' })).toBeInTheDocument();
    expect(currentHref(ui.router)).toBe('/ops/api-access?status=all&q=phpharmacy');

    await ui.user.click(statusNav().getByRole('link', { name: 'Rejected (0)' }));
    expect(await screen.findByText('No requests here')).toBeInTheDocument();
  });

  it('approves a request: its status changes, the requester is e-mailed an invitation', async () => {
    const ui = await openQueue();
    const heading = await openRequest(ui, 'Ikeja Parcel Hub');
    const detail = within(heading.closest('section')!);
    expect(detail.getByText('dev@ikejaparcel.ng')).toBeInTheDocument();
    expect(detail.getByText('Lagos')).toBeInTheDocument();
    expect(detail.getByRole('list', { name: 'History' })).toHaveTextContent('Submitted');

    await ui.user.click(detail.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(onServer('req_seed_1')?.status).toBe('approved'));
    await waitFor(() => expect(toast(decisionMessages.approved.done)).toBeInTheDocument());
    expect(detail.getByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(detail.getByRole('list', { name: 'History' })).toHaveTextContent('Approved by Tobi Adeyemi');
    expect(detail.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ikeja Parcel Hub', level: 2 })).toHaveFocus();
    // The pending list refreshed: the request left it.
    await waitFor(() => expect(requestList().queryByText('Ikeja Parcel Hub')).not.toBeInTheDocument());
    const mail = outboxMessages().find((m) => m.to === 'dev@ikejaparcel.ng');
    expect(mail?.link).toMatch(/\/signup\?invitation=inv_[0-9a-f]{32}$/);
  });

  it('rejects with a reason, which the form requires', async () => {
    const ui = await openQueue();
    const heading = await openRequest(ui, 'Port Harcourt Pharmacy');
    const detail = within(heading.closest('section')!);
    await ui.user.click(detail.getByRole('button', { name: 'Reject' }));
    const form = within(screen.getByRole('form', { name: 'Reject the request' }));

    await ui.user.click(form.getByRole('button', { name: 'Reject request' }));
    const reason = form.getByLabelText('Reason for rejecting');
    expect(await form.findByText(decisionMessages.rejected.required)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(onServer('req_seed_3')?.status).toBe('pending');

    await ui.user.type(reason, 'We cannot verify the pharmacy licence.');
    await ui.user.click(form.getByRole('button', { name: 'Reject request' }));

    await waitFor(() => expect(toast(decisionMessages.rejected.done)).toBeInTheDocument());
    expect(onServer('req_seed_3')).toMatchObject({
      status: 'rejected',
      note: 'We cannot verify the pharmacy licence.',
    });
    expect(detail.getByRole('list', { name: 'History' })).toHaveTextContent('We cannot verify the pharmacy licence.');
    expect(screen.queryByRole('form', { name: 'Reject the request' })).not.toBeInTheDocument();
    expect(outboxMessages().find((m) => m.to === 'it@phpharmacy.ng')?.text).toContain(
      'Reason: We cannot verify the pharmacy licence.',
    );
  });

  it('asks for information: the question is required, then sent, and the request moves to its tab', async () => {
    const ui = await openQueue();
    const heading = await openRequest(ui, 'Ikeja Parcel Hub');
    await ui.user.click(within(heading.closest('section')!).getByRole('button', { name: 'Ask for information' }));
    const form = within(screen.getByRole('form', { name: 'Ask for more information' }));
    await ui.user.click(form.getByRole('button', { name: 'Send question' }));
    expect(await form.findByText(decisionMessages.more_information_needed.required)).toBeInTheDocument();

    await ui.user.type(form.getByLabelText('Question for the requester'), 'Which cities do you ship to?');
    await ui.user.click(form.getByRole('button', { name: 'Send question' }));

    await waitFor(() => expect(toast(decisionMessages.more_information_needed.done)).toBeInTheDocument());
    expect(onServer('req_seed_1')?.status).toBe('more_information_needed');
    expect(screen.queryByRole('form', { name: 'Ask for more information' })).not.toBeInTheDocument();
    // Still open to a decision after a question.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(outboxMessages().find((m) => m.to === 'dev@ikejaparcel.ng')?.text).toContain(
      'Question: Which cities do you ship to?',
    );
    await waitFor(() =>
      expect(statusNav().getByRole('link', { name: 'More information needed (2)' })).toBeInTheDocument(),
    );
  });

  it('Logout signs the operator out to /signin', async () => {
    const ui = await openQueue();
    await ui.user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(ui.router.state.location.pathname).toBe('/signin');
  });

  it('a partner opening /ops is sent to /dashboard', async () => {
    await signInAs();
    const { router } = renderApp('/ops/api-access');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    expect(router.state.location.pathname).toMatch(/^\/dashboard/);
    expect(screen.queryByText('DeliverOS Operations')).not.toBeInTheDocument();
  });

  it('a visitor opening /ops signs in first, and comes back', async () => {
    const { router } = renderApp('/ops');
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(currentHref(router)).toBe('/signin?redirect=%2Fops');
  });

  it('an operator opening a partner page is sent to /ops', async () => {
    await signInOperator();
    const { router } = renderApp('/signin');
    await screen.findByRole('heading', { name: 'API access requests' });
    expect(router.state.location.pathname).toBe('/ops/api-access');
  });
});
