import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { apiKeyMessages } from '@/forms/api-key-form';
import { faultMatrix, findDialog, loadRow, toast, type FaultRow } from '@/test/faults';
import { webhookFaultRows } from '@/test/webhook-faults';
import { db } from '@mocks/db';
import { DEMO_API_KEYS, DEMO_USER_ID } from '@mocks/seed';

/*
 * Fault matrix, the Developers section (issue 25): the API keys (list, create, roll, revoke). The
 * demo partner has two keys, "Checkout integration (test)" and "Checkout integration" (live).
 * See src/test/faults.ts.
 */

const DEVELOPERS = '/dashboard/developers';
const keyList = () => within(screen.getByRole('list', { name: 'API keys' }));
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const keysOnServer = () => db.state.apiKeys.filter((k) => k.partnerId === DEMO_USER_ID);
const liveKey = () => db.state.apiKeys.find((k) => k.id === DEMO_API_KEYS.live.id)!;

const readyKeys = async () => {
  await within(await screen.findByRole('list', { name: 'API keys' })).findByText('Checkout integration');
};

const revokeLive: FaultRow['act'] = async ({ user }) => {
  await user.click(keyList().getByRole('button', { name: 'Revoke Checkout integration' }));
  const confirm = await findDialog('Revoke API key?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
};

const logTable = () => within(screen.getByRole('table', { name: 'Logged requests' }));
const readyLogs = async () => {
  await readyKeys();
  await within(await screen.findByRole('table', { name: 'Logged requests' })).findByRole('button', {
    name: /^POST \/api\/deliveries/,
  });
};
const openLoggedPost: FaultRow['act'] = async ({ user }) => {
  // No wait for the dialog: with a failed refresh, the page is signed out as it opens.
  await user.click(logTable().getByRole('button', { name: /^POST \/api\/deliveries/ }));
};

const rows: FaultRow[] = [
  loadRow({
    endpoint: 'listApiKeys',
    screen: 'the Developers section’s API keys',
    path: DEVELOPERS,
    region: 'API keys',
    couldNotLoad: "Couldn't load your API keys.",
    done: () => {
      expect(keyList().getByText('Checkout integration')).toBeInTheDocument();
    },
  }),
  {
    endpoint: 'createApiKey',
    screen: 'Create key dialog',
    path: DEVELOPERS,
    kind: 'action',
    ready: readyKeys,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Create key' }));
      await findDialog('Create API key');
      await user.type(dialog('Create API key').getByLabelText(/Name/), 'Warehouse sync');
      await user.click(dialog('Create API key').getByRole('button', { name: 'Create key' }));
    },
    failed: () => {
      expect(dialog('Create API key').getByRole('alert')).toHaveTextContent(apiKeyMessages.createFailed);
      expect(dialog('Create API key').getByRole('button', { name: 'Create key' })).toBeEnabled();
      expect(keysOnServer()).toHaveLength(2);
    },
    kept: () => {
      expect(dialog('Create API key').getByLabelText(/Name/)).toHaveValue('Warehouse sync');
    },
    retry: async ({ user }) => {
      await user.click(dialog('Create API key').getByRole('button', { name: 'Create key' }));
    },
    done: () => {
      expect(dialog('Your new API key').getByLabelText('Secret key')).toHaveTextContent(/^sk_live_/);
      expect(keysOnServer()).toHaveLength(3);
    },
  },
  {
    endpoint: 'rollApiKey',
    screen: 'Roll key dialog',
    path: DEVELOPERS,
    kind: 'action',
    ready: readyKeys,
    act: async ({ user }) => {
      await user.click(keyList().getByRole('button', { name: 'Roll Checkout integration' }));
      await findDialog('Roll Checkout integration');
      await user.click(dialog('Roll Checkout integration').getByRole('button', { name: 'Roll key' }));
    },
    failed: () => {
      expect(dialog('Roll Checkout integration').getByRole('alert')).toHaveTextContent(apiKeyMessages.rollFailed);
      expect(liveKey().expiresAt).toBeNull();
      expect(keysOnServer()).toHaveLength(2);
    },
    retry: async ({ user }) => {
      await user.click(dialog('Roll Checkout integration').getByRole('button', { name: 'Roll key' }));
    },
    done: () => {
      expect(dialog('Your rolled API key').getByLabelText('Secret key')).toHaveTextContent(/^sk_live_/);
      expect(liveKey().expiresAt).not.toBeNull();
    },
  },
  {
    endpoint: 'revokeApiKey',
    screen: 'Revoke key, confirmed',
    path: DEVELOPERS,
    kind: 'action',
    ready: readyKeys,
    act: revokeLive,
    failed: () => {
      expect(toast(apiKeyMessages.revokeFailed)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(liveKey().revokedAt).toBeNull();
    },
    retry: revokeLive,
    done: () => {
      expect(toast(apiKeyMessages.revoked)).toBeInTheDocument();
      expect(liveKey().revokedAt).not.toBeNull();
    },
  },
  loadRow({
    endpoint: 'listRequestLogs',
    screen: 'the Developers section’s request logs',
    path: DEVELOPERS,
    region: 'Request logs',
    couldNotLoad: "Couldn't load your request logs.",
    done: () => {
      expect(logTable().getByRole('button', { name: /^POST \/api\/deliveries, 400/ })).toBeInTheDocument();
    },
  }),
  {
    endpoint: 'getRequestLog',
    screen: 'a logged request’s detail',
    path: DEVELOPERS,
    kind: 'action',
    ready: readyLogs,
    act: openLoggedPost,
    failed: () => {
      expect(dialog('Logged request').getByRole('alert')).toHaveTextContent("Couldn't load this request.");
    },
    retry: async ({ user }) => {
      await user.click(dialog('Logged request').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(dialog('Logged request').getByLabelText('Request body')).toHaveTextContent('pickup_address');
    },
  },
];

describe('faults: developers', () => {
  faultMatrix('developers', rows, { elsewhere: webhookFaultRows });
});
