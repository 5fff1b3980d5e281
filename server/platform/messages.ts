import type { Kysely } from 'kysely';
import { channelOf, type Message, type MessageChannel } from '../domain/messages';
import type { Database } from '../storage/postgres/schema';

/*
 * The message port: where the server's messages go once their transaction has committed
 * (server/workers/outbox-relay.ts). Each channel — e-mail, SMS, WhatsApp — has its provider; a
 * message goes to its channel's (`channelOf`). The default for every channel records the message
 * in the `recorded_messages` table (./recorded-messages.ts), where the development controls and
 * the tests read it; a real provider (an e-mail service, an SMS gateway) is an adapter with the
 * same `send`, set per channel (docs/server.md, Messages).
 */

export interface MessageProvider {
  send(message: Message): Promise<void>;
}

/**
 * A channel's provider as the relay takes it: made for the relay's transaction, so that a provider
 * that writes to the database (the recorder) writes in it; one that calls a service ignores it.
 */
export type ProviderOf = (trx: Kysely<Database>) => MessageProvider;

export type MessageProviders = Record<MessageChannel, ProviderOf>;

/** One provider that hands each message to its channel's, in the transaction `trx`. */
export function providerFor(providers: MessageProviders, trx: Kysely<Database>): MessageProvider {
  return { send: (message) => providers[channelOf(message.kind)](trx).send(message) };
}
