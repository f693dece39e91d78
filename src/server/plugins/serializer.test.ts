import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from '@shared/zod';
import { searchResults } from '@shared/contracts/search';
import { schemaSerializerCompiler } from './serializer';

async function appReturning(schema: z.ZodType, payload: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(schemaSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => payload);
  return app;
}

const result = {
  id: 7,
  name: 'Hôpital Vétérinaire « Ruisseau »',
  address: null,
  city: 'Montréal',
  province: 'Quebec',
  logo_url: null,
  contact_email: 'a@b.ca',
  phone: null,
  verified_at: '2026-01-02T00:00:00.000Z',
  distance_km: 12.5,
  clinicSpecialty: { specialty_id: 1, wait_time: null, accepting_emergency: true, notes: 'Line\nbreak "quoted"', last_updated: '2026-01-01T00:00:00.000Z' },
  procedureMatch: null,
  measured: { scope: 'specialty', to_appointment: { median_days: 9.5, referrals: 14 } },
};

describe('schema serializer', () => {
  it('writes what zod would: declared properties only, nulls and nested objects intact', async () => {
    const payload = [{ ...result, password_hash: 'secret', clinicSpecialty: { ...result.clinicSpecialty, internal: 1 } }, { ...result, clinicSpecialty: null }];
    const res = await (await appReturning(searchResults, payload)).inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual(z.parse(searchResults, payload));
  });

  it('refuses a response missing a required property instead of writing a partial object', async () => {
    const { name: _name, ...withoutName } = result;
    const res = await (await appReturning(searchResults, [withoutName])).inject('/');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Montréal');
  });

  it('outside production refuses what fast-json-stringify would coerce: null name, float id', async () => {
    for (const bad of [{ ...result, name: null }, { ...result, id: 7.5 }]) {
      const res = await (await appReturning(searchResults, [bad])).inject('/');
      expect(res.statusCode, JSON.stringify(bad)).toBe(500);
    }
  });
});
