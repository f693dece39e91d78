import type { CurrentUser, RegisterBody } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { useSignIn } from './sign-in';

export const register = (body: RegisterBody) => api.post<CurrentUser>('/api/register', body);

export const useRegister = () => useSignIn(register);
