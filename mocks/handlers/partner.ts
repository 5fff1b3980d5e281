import { endpoints } from '@/api/endpoints';
import { customerMessagesOf } from '@server/domain/deliveries/customer-messages';
import { handle } from '../http';
import { settingsOf } from '../partner-settings';

/* The partner's customer messages (issue 28); the profile and settings are the server's (server/domain/partners). */
export const partnerHandlers = [
  // The messages a partner's customers get (issue 28): the whole set is sent and saved at once.
  handle(endpoints.getCustomerMessages, ({ user, ctx }) => customerMessagesOf(ctx, user.id)),
  handle(endpoints.updateCustomerMessages, ({ user, body, ctx }) => {
    settingsOf(user.id).customerMessages = structuredClone(body);
    return customerMessagesOf(ctx, user.id);
  }),
];
