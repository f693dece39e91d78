import type { CurrentUser, LoginBody } from '@shared/contracts/auth';
import { DEMO_ACCOUNTS } from '@shared/constants';
import { api } from '@web/lib/api-client';
import { useSignIn } from './sign-in';

const isBuiltInTestAccount = (body: LoginBody) =>
  body.username.trim().toLowerCase() === DEMO_ACCOUNTS.vet.username && body.password === DEMO_ACCOUNTS.vet.password;

/**
 * POST /api/login. SPEC §4: a failed login with the built-in test credentials is retried once with
 * the same credentials (the demo database may still be seeding on a cold start).
 */
export async function login(body: LoginBody): Promise<CurrentUser> {
  try {
    return await api.post<CurrentUser>('/api/login', body);
  } catch (err) {
    if (!isBuiltInTestAccount(body)) throw err;
    return api.post<CurrentUser>('/api/login', body);
  }
}

/** The one login action used by /auth, /login-test and /admin-login. Success sets the current user. */
export const useLogin = () => useSignIn(login);
