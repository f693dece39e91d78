import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { loginBody } from '@shared/contracts/auth';
import { lazyResolver } from './lazy-resolver';

type Login = { username: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Login>;

describe('lazyResolver', () => {
  it('loads nothing until the form validates, then answers as the real resolver does', async () => {
    const load = vi.fn(async () => zodResolver(loginBody));
    const resolver = lazyResolver<Login>(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ username: 'not-an-address', password: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(refused.errors).toMatchObject({ username: { message: 'Invalid email address' }, password: { message: 'Password must be at least 6 characters' } });

    const accepted = await resolver({ username: ' Vet@Example.ca ', password: 'secret-pass' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ username: 'vet@example.ca' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next validation', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(zodResolver(loginBody));
    const resolver = lazyResolver<Login>(load);
    await expect(resolver({ username: '', password: '' }, undefined, options)).rejects.toThrow('chunk failed');
    const second = await resolver({ username: '', password: '' }, undefined, options);
    expect(second.errors).toHaveProperty('username');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads once, and the submit after it uses what was loaded', async () => {
    const load = vi.fn(async () => zodResolver(loginBody));
    const resolver = lazyResolver<Login>(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const refused = await resolver({ username: '', password: '' }, undefined, options);
    expect(refused.errors).toHaveProperty('username');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed preload, the next submit loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(zodResolver(loginBody));
    const resolver = lazyResolver<Login>(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled, 0)); // the failed load has settled
    const second = await resolver({ username: '', password: '' }, undefined, options);
    expect(second.errors).toHaveProperty('username');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
