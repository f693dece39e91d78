import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, registerForm } from '@shared/contracts/auth';

// The /auth forms' resolvers over the shared schemas, imported only through lazyResolver
// (lib/lazy-resolver.ts), so the page's first render builds none of them (docs/decisions/134).
export const loginResolver = zodResolver(loginBody);
export const registerResolver = zodResolver(registerForm);
