import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { billingKeys, billingQueries } from '../billing';
import {
  partnerKeys,
  partnerQueries,
  setCompanyNameMutation,
  updatePartnerProfileMutation,
  updatePartnerSettingsMutation,
} from '../partner';
import { sessionQueries } from '../session';
import { expectUntouched, run, signedInClient, watch } from './helpers';
import { holdThenFail } from '@/test/hold';

describe('partner queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  it('profile update: the cached profile and the signed-in user hold the saved values', async () => {
    const profile = await watch(queryClient, partnerQueries.profile());
    await watch(queryClient, sessionQueries.me());
    await queryClient.fetchQuery(billingQueries.info());

    await run(queryClient, updatePartnerProfileMutation, {
      companyName: 'Swift Riders Nigeria Ltd',
      email: profile.email,
      phone: '+234 803 000 0000',
      firstName: 'Adaeze',
      lastName: profile.lastName,
    });

    expect(queryClient.getQueryData(partnerQueries.profile().queryKey)).toMatchObject({
      companyName: 'Swift Riders Nigeria Ltd',
      firstName: 'Adaeze',
      phone: '+234 803 000 0000',
    });
    expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toMatchObject({
      firstName: 'Adaeze',
      phone: '+234 803 000 0000',
    });
    // The server agrees with what the cache now shows.
    expect(await queryClient.fetchQuery({ ...partnerQueries.profile(), staleTime: 0 })).toEqual(
      queryClient.getQueryData(partnerQueries.profile().queryKey),
    );
    expectUntouched(queryClient, billingKeys.info());
  });

  it('company name (the onboarding step): the profile, the signed-in user and the billing details follow', async () => {
    await watch(queryClient, partnerQueries.profile());
    await watch(queryClient, sessionQueries.me());
    await watch(queryClient, billingQueries.info());

    await run(queryClient, setCompanyNameMutation, { companyName: 'Swift Riders Group' });

    expect(queryClient.getQueryData(partnerQueries.profile().queryKey)).toMatchObject({
      companyName: 'Swift Riders Group',
    });
    expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toMatchObject({ companyName: 'Swift Riders Group' });
    // Pending until the billing details are fresh: the overview's tile and Billing show the company at once.
    expect(queryClient.getQueryData(billingQueries.info().queryKey)).toMatchObject({
      companyName: 'Swift Riders Group',
    });
  });

  it('settings update: the cached settings hold the reply, other queries untouched', async () => {
    const settings = await watch(queryClient, partnerQueries.settings());
    await watch(queryClient, partnerQueries.profile());

    const reply = await run(queryClient, updatePartnerSettingsMutation, {
      smsNotifications: !settings.smsNotifications,
    });

    expect(reply.smsNotifications).toBe(!settings.smsNotifications);
    expect(queryClient.getQueryData(partnerQueries.settings().queryKey)).toEqual({
      ...settings,
      smsNotifications: !settings.smsNotifications,
    });
    expectUntouched(queryClient, partnerKeys.profile());
  });

  it('settings update is optimistic and rolls back when the save fails', async () => {
    const settings = await queryClient.fetchQuery(partnerQueries.settings());
    const request = holdThenFail('put', '*/api/delivery-partners/settings');

    const outcome = run(queryClient, updatePartnerSettingsMutation, { autoAccept: !settings.autoAccept }).catch(
      (error: unknown) => error,
    );
    await request.reached;
    expect(queryClient.getQueryData(partnerQueries.settings().queryKey)?.autoAccept).toBe(!settings.autoAccept);

    request.fail();
    await expect(outcome).resolves.toMatchObject({ status: 500, message: 'boom' });
    expect(queryClient.getQueryData(partnerQueries.settings().queryKey)).toEqual(settings);
  });
});
