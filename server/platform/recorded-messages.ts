import { sql, type Kysely } from 'kysely';
import { channelOf, type Message } from '../domain/messages';
import type { Database } from '../storage/postgres/schema';
import type { MessageProviders, ProviderOf } from './messages';

/*
 * The default provider of every channel: it sends nothing and records the message in
 * `recorded_messages` — the outbox a developer reads instead of a mailbox or a phone (GET
 * /__dev/outbox with DEV_CONTROLS=on), the same for every process on the database and after a
 * restart. The last RECORDED_MESSAGES_KEPT are kept. Like any mailbox, the recorded messages hold
 * their links and codes as sent: a deployment that sends real messages sets real providers.
 */

export const RECORDED_MESSAGES_KEPT = 500;

/** How many messages the outbox shows, newest first. */
export const RECORDED_MESSAGES_SHOWN = 100;

export const recorder: ProviderOf = (trx) => ({
  send: async (message) => {
    await trx
      .insertInto('recorded_messages')
      .values({
        channel: channelOf(message.kind),
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        link: message.link ?? null,
      })
      .execute();
    await sql`
      delete from recorded_messages
      where id <= (select max(id) from recorded_messages) - ${RECORDED_MESSAGES_KEPT}
    `.execute(trx);
  },
});

/** Every channel recorded: the default. */
export const recordingProviders: MessageProviders = { email: recorder, sms: recorder, whatsapp: recorder };

/** A message as recorded: numbered and dated. */
export interface RecordedMessage extends Message {
  id: string;
  /** When it was recorded (ISO 8601). */
  at: string;
}

/** The messages recorded, newest first. */
export async function recordedMessages(
  db: Kysely<Database>,
  limit = RECORDED_MESSAGES_SHOWN,
): Promise<RecordedMessage[]> {
  const rows = await db.selectFrom('recorded_messages').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `msg_${row.id}`,
    at: row.sent_at.toISOString(),
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    ...(row.link === null ? {} : { link: row.link }),
  }));
}
