import { type Kysely, type Selectable, sql } from 'kysely';
import { emailTaken } from '../../../domain/auth/accounts';
import type {
  AuthRepos,
  KnownDeviceRepo,
  ResetTokenRepo,
  SessionRepo,
  SignInFailureRepo,
  UserRepo,
} from '../../../domain/auth/port';
import type { SessionRecord, UserRecord } from '../../../domain/auth/records';
import type { Database, ResetTokensTable, SessionsTable, UsersTable } from '../schema';
import { isUniqueViolation, ms, optionalFields, recordOf, setColumns, time } from './values';

/* The accounts' repositories on PostgreSQL (server/domain/auth/port.ts). */

const toUser = (row: Selectable<UsersTable>): UserRecord => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  passwordHash: row.password_hash,
  verified: row.verified,
  ...optionalFields({ verificationCodeHash: row.verification_code_hash }),
  createdAt: row.created_at.toISOString(),
});

const toSession = (row: Selectable<SessionsTable>): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  accessHash: row.access_hash,
  refreshHash: row.refresh_hash,
  expiresAt: ms(row.expires_at),
  refreshExpiresAt: ms(row.refresh_expires_at),
  rotatedRefreshHashes: row.rotated_refresh_hashes,
});

/** A patch of a user record as column values (an optional field set to undefined is cleared). */
function userColumns(patch: Partial<UserRecord>) {
  const has = (key: keyof UserRecord) => Object.hasOwn(patch, key);
  return {
    ...setColumns({
      first_name: patch.firstName,
      last_name: patch.lastName,
      email: patch.email,
      phone: patch.phone,
      role: patch.role,
      password_hash: patch.passwordHash,
      verified: patch.verified,
    }),
    ...(has('verificationCodeHash') ? { verification_code_hash: patch.verificationCodeHash ?? null } : {}),
  };
}

function sessionColumns(patch: Partial<SessionRecord>) {
  return setColumns({
    access_hash: patch.accessHash,
    refresh_hash: patch.refreshHash,
    expires_at: time(patch.expiresAt),
    refresh_expires_at: time(patch.refreshExpiresAt),
    rotated_refresh_hashes: patch.rotatedRefreshHashes,
  });
}

function usersRepo(db: Kysely<Database>): UserRepo {
  const users = db.selectFrom('users').selectAll();
  return {
    byId: (id) => recordOf(users.where('id', '=', id).executeTakeFirst(), toUser),
    byEmail: (email) => recordOf(users.where('email', '=', email).executeTakeFirst(), toUser),
    insert: async (user) => {
      try {
        await db
          .insertInto('users')
          .values({ id: user.id, ...userColumns(user), created_at: user.createdAt } as never)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
    update: async (id, patch) => {
      const columns = userColumns(patch);
      if (Object.keys(columns).length === 0) return;
      try {
        await db.updateTable('users').set(columns).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  };
}

function sessionsRepo(db: Kysely<Database>): SessionRepo {
  const sessions = db.selectFrom('sessions').selectAll();
  return {
    insert: async (session) => {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          access_hash: session.accessHash,
          refresh_hash: session.refreshHash,
          expires_at: time(session.expiresAt),
          refresh_expires_at: time(session.refreshExpiresAt),
          rotated_refresh_hashes: session.rotatedRefreshHashes,
        })
        .execute();
    },
    byAccessHash: (hash) => recordOf(sessions.where('access_hash', '=', hash).executeTakeFirst(), toSession),
    byRefreshHash: (hash) => recordOf(sessions.where('refresh_hash', '=', hash).executeTakeFirst(), toSession),
    byRotatedRefreshHash: async (hash) => {
      // `@>` (contains), so the GIN index on the column answers it.
      const row = await sessions
        .where(sql<boolean>`rotated_refresh_hashes @> array[${hash}]::text[]`)
        .executeTakeFirst();
      return row && toSession(row);
    },
    rotate: async (id, refreshHash, patch) => {
      const result = await db
        .updateTable('sessions')
        .set(sessionColumns(patch))
        .where('id', '=', id)
        .where('refresh_hash', '=', refreshHash)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    delete: async (id) => {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    deleteForUser: async (userId) => {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}

const toResetToken = (row: Selectable<ResetTokensTable>) => ({
  hash: row.hash,
  userId: row.user_id,
  expiresAt: ms(row.expires_at),
});

function resetTokensRepo(db: Kysely<Database>): ResetTokenRepo {
  const live = (now: number) => db.selectFrom('reset_tokens').selectAll().where('expires_at', '>', time(now));
  return {
    insert: async (token) => {
      await db
        .insertInto('reset_tokens')
        .values({ hash: token.hash, user_id: token.userId, expires_at: time(token.expiresAt) })
        .execute();
    },
    find: (hash, now) => recordOf(live(now).where('hash', '=', hash).executeTakeFirst(), toResetToken),
    liveFor: async (userId, now) =>
      (await live(now).where('user_id', '=', userId).orderBy('expires_at').execute()).map(toResetToken),
    delete: async (hashes) => {
      if (hashes.length > 0)
        await db
          .deleteFrom('reset_tokens')
          .where('hash', 'in', [...hashes])
          .execute();
    },
    deleteExpired: async (now) => {
      await db.deleteFrom('reset_tokens').where('expires_at', '<=', time(now)).execute();
    },
    deleteForUser: async (userId) => {
      await db.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
    },
  };
}

function signInFailuresRepo(db: Kysely<Database>): SignInFailureRepo {
  return {
    times: async (since, match) => {
      let query = db.selectFrom('sign_in_failures').select('at').where('at', '>=', time(since));
      if (match.client !== undefined) query = query.where('client', '=', match.client);
      if (match.email !== undefined) query = query.where('email', '=', match.email);
      return (await query.orderBy('at').execute()).map((row) => ms(row.at));
    },
    insert: async (failure) => {
      await db
        .insertInto('sign_in_failures')
        .values({ email: failure.email, client: failure.client, at: time(failure.at) })
        .execute();
    },
    prune: async (before, keep) => {
      await db.deleteFrom('sign_in_failures').where('at', '<', time(before)).execute();
      const cut = await db
        .selectFrom('sign_in_failures')
        .select('id')
        .orderBy('id', 'desc')
        .offset(keep)
        .limit(1)
        .executeTakeFirst();
      if (cut) await db.deleteFrom('sign_in_failures').where('id', '<=', cut.id).execute();
    },
    forget: async ({ email, client }) => {
      let query = db.deleteFrom('sign_in_failures').where('email', '=', email);
      if (client !== undefined) query = query.where('client', '=', client);
      await query.execute();
    },
  };
}

function knownDevicesRepo(db: Kysely<Database>): KnownDeviceRepo {
  return {
    isKnown: async (userId, client, since) =>
      (await db
        .selectFrom('known_devices')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('client', '=', client)
        .where('at', '>=', time(since))
        .executeTakeFirst()) !== undefined,
    touch: async (device, keep, since) => {
      await db
        .insertInto('known_devices')
        .values({ user_id: device.userId, client: device.client, at: time(device.at) })
        .onConflict((conflict) => conflict.columns(['user_id', 'client']).doUpdateSet({ at: time(device.at) }))
        .execute();
      await db.deleteFrom('known_devices').where('at', '<', time(since)).execute();
      const kept = db
        .selectFrom('known_devices')
        .select('client')
        .where('user_id', '=', device.userId)
        .orderBy('at', 'desc')
        .limit(keep);
      await db
        .deleteFrom('known_devices')
        .where('user_id', '=', device.userId)
        .where('client', 'not in', kept)
        .execute();
    },
  };
}

export function postgresAuthRepos(db: Kysely<Database>): AuthRepos {
  return {
    users: usersRepo(db),
    sessions: sessionsRepo(db),
    resetTokens: resetTokensRepo(db),
    signInFailures: signInFailuresRepo(db),
    knownDevices: knownDevicesRepo(db),
  };
}
