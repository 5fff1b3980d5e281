import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, sectionLink, signInAs } from '@/test/render';

afterEach(() => onlineManager.setOnline(true));

function requestsTo(pathname: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === pathname) seen.push(request.method);
  });
  return seen;
}

describe('offline', () => {
  it('pauses queries while offline and resumes them on reconnect', async () => {
    await signInAs();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    onlineManager.setOnline(false);
    expect(await screen.findByText("You're offline. We'll reconnect automatically.")).toBeInTheDocument();

    const settings = requestsTo('/api/delivery-partners/settings');
    await user.click(sectionLink('Profile'));
    expect(settings).toEqual([]); // paused, not failed

    onlineManager.setOnline(true);
    await waitFor(() => expect(settings).toEqual(['GET']));
    expect(await screen.findByRole('switch', { name: /Email Notifications/ })).toBeInTheDocument();
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });

  it('holds a change made offline, says it is waiting, and sends it once on reconnect', async () => {
    await signInAs();
    const { user } = renderApp('/dashboard/deliveries?status=pending');
    const card = (await screen.findByRole('heading', { name: /DOS-2026-0012/ })).closest('article')!;
    onlineManager.setOnline(false);
    const accepts = requestsTo('/api/deliveries/dlv_0001/accept');

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText("You're offline. 1 change is waiting to be sent.")).toBeInTheDocument();
    expect(accepts).toEqual([]);
    expect(db.state.deliveries.find((d) => d.id === 'dlv_0001')?.status).toBe('pending');

    onlineManager.setOnline(true);
    await waitFor(() => expect(db.state.deliveries.find((d) => d.id === 'dlv_0001')?.status).toBe('accepted'));
    expect(accepts).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent|Sending/)).not.toBeInTheDocument());
  });
});
