import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { webhookMessages } from '@/forms/webhook-endpoint-form';
import { clickToRetry, findDialog, loadRow, toast, type FaultRow } from './faults';
import { db } from '@mocks/db';
import { DEMO_USER_ID, DEMO_WEBHOOK } from '@mocks/seed';

/*
 * Developers → Webhooks under every fault (issue 26): the rows of the developers group that run
 * in src/__tests__/faults/developers-webhooks.test.tsx (developers.test.tsx names them), so the
 * two test workers share the group. The demo partner has one endpoint, to the built-in
 * receiver, with one delivered event (server/seed/webhooks.ts).
 */

const DEVELOPERS = '/dashboard/developers';
const ENDPOINT_PAGE = `${DEVELOPERS}?endpoint=${DEMO_WEBHOOK.endpointId}`;
const NEW_URL = 'http://localhost/__mock/webhook-receiver/warehouse';

const region = (name: string) => within(screen.getByRole('region', { name, hidden: true }));
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const endpointsOnServer = () => db.state.webhookEndpoints.filter((e) => e.partnerId === DEMO_USER_ID);
const demoEndpoint = () => db.state.webhookEndpoints.find((e) => e.id === DEMO_WEBHOOK.endpointId);
const demoDelivery = () => db.state.webhookDeliveries.find((d) => d.id === DEMO_WEBHOOK.deliveryId)!;
const deliveriesOnServer = () => db.state.webhookDeliveries.filter((d) => d.endpointId === DEMO_WEBHOOK.endpointId);

const readyList = async () => {
  await within(await screen.findByRole('list', { name: 'Webhooks' })).findByText(DEMO_WEBHOOK.url);
};
const readyEndpoint = async () => {
  await screen.findByRole('heading', { name: DEMO_WEBHOOK.url });
  await within(await screen.findByRole('list', { name: 'Deliveries' })).findByText(DEMO_WEBHOOK.eventId);
};
const confirmIn = async (user: Parameters<NonNullable<FaultRow['act']>>[0]['user'], label: string) => {
  const confirm = await findDialog(/\?$/, 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: label }));
};

/** An action on the endpoint's page: the button, and for those that ask, the confirmation's. */
function endpointAction(
  endpoint: FaultRow['endpoint'],
  screenName: string,
  button: string,
  confirmLabel: string | null,
  checks: Pick<FaultRow, 'failed' | 'done'>,
): FaultRow {
  const act: FaultRow['act'] = async ({ user }) => {
    await user.click(screen.getByRole('button', { name: button }));
    if (confirmLabel) await confirmIn(user, confirmLabel);
  };
  return {
    endpoint,
    screen: screenName,
    path: ENDPOINT_PAGE,
    kind: 'action',
    ready: readyEndpoint,
    act,
    retry: act,
    ...checks,
  };
}

const addEndpoint: FaultRow['act'] = async ({ user }) => {
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  await findDialog('Add endpoint');
  await user.type(dialog('Add endpoint').getByLabelText(/Endpoint URL/), NEW_URL);
  await user.click(dialog('Add endpoint').getByRole('button', { name: 'Add endpoint' }));
};

export const webhookFaultRows: FaultRow[] = [
  loadRow({
    endpoint: 'listWebhookEndpoints',
    screen: 'the Developers section’s webhook endpoints',
    path: DEVELOPERS,
    region: 'Webhooks',
    couldNotLoad: "Couldn't load your webhook endpoints.",
    done: () => {
      expect(region('Webhooks').getByText(DEMO_WEBHOOK.url)).toBeInTheDocument();
    },
  }),
  {
    endpoint: 'createWebhookEndpoint',
    screen: 'Add endpoint dialog',
    path: DEVELOPERS,
    kind: 'action',
    ready: readyList,
    act: addEndpoint,
    failed: () => {
      expect(dialog('Add endpoint').getByRole('alert')).toHaveTextContent(webhookMessages.createFailed);
      expect(endpointsOnServer()).toHaveLength(1);
    },
    kept: () => {
      expect(dialog('Add endpoint').getByLabelText(/Endpoint URL/)).toHaveValue(NEW_URL);
    },
    retry: async ({ user }) => {
      await user.click(dialog('Add endpoint').getByRole('button', { name: 'Add endpoint' }));
    },
    done: () => {
      expect(dialog('Your endpoint’s signing secret').getByLabelText('Secret key')).toHaveTextContent(/^whsec_/);
      expect(endpointsOnServer()).toHaveLength(2);
    },
  },
  loadRow({
    endpoint: 'getWebhookEndpoint',
    screen: 'a webhook endpoint’s page',
    path: ENDPOINT_PAGE,
    couldNotLoad: "Couldn't load this webhook endpoint.",
    done: () => {
      expect(screen.getByRole('heading', { name: DEMO_WEBHOOK.url })).toBeInTheDocument();
    },
  }),
  loadRow({
    endpoint: 'listWebhookDeliveries',
    screen: 'a webhook endpoint’s deliveries',
    path: ENDPOINT_PAGE,
    region: 'Deliveries',
    couldNotLoad: "Couldn't load this endpoint's deliveries.",
    done: () => {
      expect(region('Deliveries').getByText(DEMO_WEBHOOK.eventId)).toBeInTheDocument();
    },
  }),
  endpointAction('updateWebhookEndpoint', 'Disable an endpoint', 'Disable', null, {
    failed: () => {
      expect(toast(webhookMessages.updateFailed)).toBeInTheDocument();
      expect(demoEndpoint()?.status).toBe('enabled');
    },
    done: () => {
      expect(toast('Endpoint disabled')).toBeInTheDocument();
      expect(demoEndpoint()?.status).toBe('disabled');
    },
  }),
  endpointAction('rotateWebhookSecret', 'Rotate secret, confirmed', 'Rotate secret', 'Rotate', {
    failed: () => {
      expect(toast(webhookMessages.rotateFailed)).toBeInTheDocument();
      expect(demoEndpoint()?.secret).toBe(DEMO_WEBHOOK.secret);
    },
    done: () => {
      expect(dialog('Your new signing secret').getByLabelText('Secret key')).toHaveTextContent(/^whsec_/);
      expect(demoEndpoint()?.previousSecret?.secret).toBe(DEMO_WEBHOOK.secret);
    },
  }),
  endpointAction('deleteWebhookEndpoint', 'Delete endpoint, confirmed', 'Delete', 'Delete', {
    failed: () => {
      expect(toast(webhookMessages.deleteFailed)).toBeInTheDocument();
      expect(demoEndpoint()).toBeDefined();
    },
    done: () => {
      expect(toast('Endpoint deleted')).toBeInTheDocument();
      expect(demoEndpoint()).toBeUndefined();
    },
  }),
  endpointAction('sendTestWebhook', 'Send test event', 'Send test event', null, {
    failed: () => {
      expect(toast(webhookMessages.testFailed)).toBeInTheDocument();
      expect(deliveriesOnServer()).toHaveLength(1);
    },
    done: () => {
      expect(toast('Test event delivered')).toBeInTheDocument();
      expect(deliveriesOnServer()).toHaveLength(2);
    },
  }),
  {
    endpoint: 'resendWebhookDelivery',
    screen: 'Resend a delivered event',
    path: ENDPOINT_PAGE,
    kind: 'action',
    ready: async ({ user }) => {
      await readyEndpoint();
      await user.click(screen.getByRole('button', { name: /Delivery status changed/ }));
      await screen.findByRole('button', { name: 'Resend' });
    },
    ...clickToRetry(() => screen.getByRole('button', { name: 'Resend' })),
    failed: () => {
      expect(toast(webhookMessages.resendFailed)).toBeInTheDocument();
      expect(demoDelivery().attempts).toHaveLength(1);
    },
    done: () => {
      expect(toast('Event resent')).toBeInTheDocument();
      expect(demoDelivery().attempts).toHaveLength(2);
    },
  },
];
