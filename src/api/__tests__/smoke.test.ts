import { describe, expect, it } from 'vitest';
import { signIn, getMe } from '@/api/auth';
import { tokenStorage } from '@/api/token-storage';

describe('smoke', () => {
  it('signs in and reads me', async () => {
    const reply = await signIn({ email: 'demo@example.com', password: 'Partner123!', rememberMe: true });
    expect(reply.user.firstName).toBe('Ada');
    tokenStorage.save(reply, true);
    const me = await getMe();
    expect(me.email).toBe('demo@example.com');
  });
});
