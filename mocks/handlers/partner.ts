import { customerMessagesOf, saveCustomerMessages } from '../customer-messages';
import { endpoints } from '@/api/endpoints';
import { db, type DbState } from '../db';
import { handle, type UserRecord } from '../http';
import { MockError } from '../errors';
import { settingsOf } from '../partner-settings';
import { sandboxIdOf } from '../sandbox';

type ProfileRecord = DbState['profiles'][number];

/**
 * The partner's profile, created from the account the first time it is needed. The company's
 * name stays '' until the partner gives it: a person's name is never a company's (issue 24).
 */
function profileOf(user: UserRecord): ProfileRecord {
  let profile = db.state.profiles.find((p) => p.partnerId === user.id);
  if (!profile) {
    const { id, firstName, lastName, email, phone } = user;
    profile = { partnerId: id, id, companyName: '', email, phone, firstName, lastName };
    db.state.profiles.push(profile);
  }
  return profile;
}

export const partnerHandlers = [
  handle(endpoints.getPartnerProfile, ({ user }) => profileOf(user)),

  // The profile's name, e-mail and phone are the account's: saving them changes the sign-in e-mail and /me too.
  handle(endpoints.updatePartnerProfile, ({ user, body }) => {
    const email = body.email.trim().toLowerCase();
    // A partner and its sandbox twin (mocks/sandbox.ts) share the address: neither takes it from the other.
    const other = (id: string) => id !== user.id && sandboxIdOf(id) !== user.id && sandboxIdOf(user.id) !== id;
    const taken =
      db.state.users.some((u) => other(u.id) && u.email === email) ||
      db.state.profiles.some((p) => other(p.partnerId) && p.email === email);
    if (taken) throw new MockError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
    const profile = profileOf(user);
    Object.assign(profile, {
      companyName: body.companyName,
      email,
      phone: body.phone,
      firstName: body.firstName,
      lastName: body.lastName,
    });
    Object.assign(user, { email, phone: body.phone, firstName: body.firstName, lastName: body.lastName });
    // A company named here names the billing details too, if they had none (issue 24).
    const billing = db.state.billing.find((b) => b.partnerId === user.id);
    if (billing && billing.companyName === '') billing.companyName = body.companyName;
    return profile;
  }),

  // The onboarding step's answer (the contract has checked it): the profile's and the billing details' company.
  handle(endpoints.setCompanyName, ({ user, body }) => {
    const profile = profileOf(user);
    profile.companyName = body.companyName;
    const billing = db.state.billing.find((b) => b.partnerId === user.id);
    if (billing) billing.companyName = body.companyName;
    return profile;
  }),

  handle(endpoints.getPartnerSettings, ({ user }) => settingsOf(user.id)),

  // The messages a partner's customers get (issue 28): the whole set is sent and saved at once.
  handle(endpoints.getCustomerMessages, ({ user }) => customerMessagesOf(user.id)),
  handle(endpoints.updateCustomerMessages, ({ user, body }) => saveCustomerMessages(user.id, body)),

  handle(endpoints.updatePartnerSettings, ({ user, body }) => {
    const settings = settingsOf(user.id);
    if (body.emailNotifications !== undefined) settings.emailNotifications = body.emailNotifications;
    if (body.smsNotifications !== undefined) settings.smsNotifications = body.smsNotifications;
    if (body.autoAccept !== undefined) settings.autoAccept = body.autoAccept;
    if (body.proofOfDelivery !== undefined) settings.proofOfDelivery = { ...body.proofOfDelivery };
    return settings;
  }),
];
