import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultTemplates, templateMessages } from '@/api/schemas/customer-messages';
import { customerMessageKeys, customerMessageQueries, updateCustomerMessagesMutation } from '../customer-messages';
import { partnerKeys, partnerQueries } from '../partner';
import { expectUntouched, run, signedInClient, watch } from './helpers';

/* The messages a partner's customers get (issue 28): the Profile's card reads and saves them whole. */

describe('customer messages queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  it('save: the cache holds the saved reply (templates trimmed), the partner’s settings untouched', async () => {
    const settings = await watch(queryClient, customerMessageQueries.settings());
    await watch(queryClient, partnerQueries.settings());
    expect(settings.outForDelivery).toEqual({ enabled: true, template: defaultTemplates.outForDelivery });

    const reply = await run(queryClient, updateCustomerMessagesMutation, {
      ...settings,
      channel: 'whatsapp',
      outForDelivery: {
        enabled: true,
        template: '  Hi {first_name}, {tracking_number} arrives {eta}: {tracking_link}  ',
      },
      delivered: { ...settings.delivered, enabled: false },
    });

    const saved = {
      ...settings,
      channel: 'whatsapp',
      outForDelivery: { enabled: true, template: 'Hi {first_name}, {tracking_number} arrives {eta}: {tracking_link}' },
      delivered: { ...settings.delivered, enabled: false },
    };
    expect(reply).toEqual(saved);
    expect(queryClient.getQueryData(customerMessageKeys.all)).toEqual(saved);
    // The server agrees with what the cache now shows.
    expect(await queryClient.fetchQuery({ ...customerMessageQueries.settings(), staleTime: 0 })).toEqual(saved);
    expectUntouched(queryClient, partnerKeys.settings());
  });

  it('a template with an unknown placeholder is refused before it is sent: cache and server keep what was saved', async () => {
    const settings = await watch(queryClient, customerMessageQueries.settings());

    await expect(
      run(queryClient, updateCustomerMessagesMutation, {
        ...settings,
        delivered: { enabled: true, template: 'Hi {name}, it is here' },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      message: templateMessages.unknown(['name']),
    });

    expect(queryClient.getQueryData(customerMessageKeys.all)).toEqual(settings);
    expect(await queryClient.fetchQuery({ ...customerMessageQueries.settings(), staleTime: 0 })).toEqual(settings);
  });
});
