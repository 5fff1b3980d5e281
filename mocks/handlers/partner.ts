import { customerMessagesOf, saveCustomerMessages } from '../customer-messages';
import { endpoints } from '@/api/endpoints';
import { handle } from '../http';

/* The partner's customer messages (issue 28); the profile and settings are the server's (server/domain/partners). */
export const partnerHandlers = [
  // The messages a partner's customers get (issue 28): the whole set is sent and saved at once.
  handle(endpoints.getCustomerMessages, ({ user }) => customerMessagesOf(user.id)),
  handle(endpoints.updateCustomerMessages, ({ user, body }) => saveCustomerMessages(user.id, body)),
];
