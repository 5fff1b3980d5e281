import { hash, verify } from '@node-rs/argon2';
import { isLightHash, type PasswordHasher, verifyLightHash } from '../domain/auth/secrets';

/*
 * The server's passwords: argon2id (the library's defaults: 19 MiB, 2 passes, 1 lane — OWASP's
 * minimum — about 60 ms a hash on this project's 2-core machine), with a random salt in the hash
 * string. A hash of the mock's light kind (a seed or an imported mock state) still verifies, and
 * is replaced by an argon2id one at the next sign-in (server/domain/auth/sign-in.ts).
 */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: async (stored, password) => {
    if (isLightHash(stored)) return verifyLightHash(stored, password);
    if (!stored.startsWith('$argon2')) return false;
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  },
  needsRehash: (stored) => !stored.startsWith('$argon2id$'),
};
