import type { Migration } from 'kysely/migration';
import * as accounts from './0001-accounts';
import * as wallet from './0002-wallet';
import * as deliveries from './0003-deliveries';
import * as billing from './0004-billing';
import * as deliveredAt from './0005-delivered-at';
import * as apiAccess from './0006-api-access';
import * as apiKeys from './0009-api-keys';
import * as proofAndCash from './0008-proof-and-cash';
import * as recordedMessages from './0012-recorded-messages';
import * as riders from './0007-riders';
import * as webhooks from './0010-webhooks';

/**
 * Every migration, in order, by name (the names are stored in `kysely_migration`: never rename one).
 * A new one is added at the end, its SQL recorded in sql.snapshot.json; one that has run never changes
 * (docs/server.md, Migrations; server/__tests__/server/migrations-sql.test.ts).
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-wallet': wallet,
  '0003-deliveries': deliveries,
  '0004-billing': billing,
  '0005-delivered-at': deliveredAt,
  '0006-api-access': apiAccess,
  '0007-riders': riders,
  '0008-proof-and-cash': proofAndCash,
  '0009-api-keys': apiKeys,
  '0010-webhooks': webhooks,
  '0012-recorded-messages': recordedMessages,
};
