import { beforeAll, describe, expect, it } from 'vitest';
import type { Incident, IncidentCreateBody } from '@shared/contracts/incidents';
import { INCIDENT_MSG } from '@shared/contracts/incidents';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { parseCsv } from './csv';
import { CSV_COLUMNS } from './service';

/**
 * The register of confidentiality incidents (issue 23, docs/decisions/107): admins record, correct,
 * list and export incidents; an incident stays 5 years whatever else is purged.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;
let admin: string;
let adminId: number;

beforeAll(async () => {
  const a = await createAdmin(ctx);
  admin = a.cookie;
  adminId = a.user.id;
});

const body = (over: Partial<IncidentCreateBody> = {}): IncidentCreateBody => ({
  occurred_on: '2026-10-30',
  known_on: '2026-11-02',
  description: 'A referral letter was e-mailed to the wrong hospital.',
  data_concerned: 'Owner name and phone, patient history',
  people_concerned: 'One animal owner',
  people_count: 1,
  serious_risk: false,
  ...over,
});
const create = async (over: Partial<IncidentCreateBody> = {}) => {
  const res = await inject('POST', '/api/admin/incidents', { as: admin, body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Incident;
};
const list = async () => (await inject('GET', '/api/admin/incidents', { as: admin })).json().items as Incident[];

describe('the incident register', () => {
  it('records an incident with who recorded it and until when it is kept, and lists the most recently known first', async () => {
    const older = await create({ known_on: '2026-09-01', occurred_on: '2026-08-30' });
    const created = await create({ serious_risk: true, commission_notified_on: '2026-11-03', persons_notified_on: '', measures: 'Asked the hospital to delete it; it confirmed.' });
    expect(created).toMatchObject({
      occurred_on: '2026-10-30',
      known_on: '2026-11-02',
      serious_risk: true,
      people_count: 1,
      commission_notified_on: '2026-11-03',
      persons_notified_on: null,
      measures: 'Asked the hospital to delete it; it confirmed.',
      keep_until: '2031-11-02',
    });
    const [first, second] = (await list()).filter((i) => [created.id, older.id].includes(i.id));
    expect([first!.id, second!.id]).toEqual([created.id, older.id]);
    expect(first).toEqual(created);
    // The audit log says who recorded it, never what it says (it may hold personal information).
    const audit = await db.selectFrom('audit_log').select(['actor_user_id', 'detail']).where('action', '=', 'incident.create').where('target', '=', `incident:${created.id}`).executeTakeFirstOrThrow();
    expect(Number(audit.actor_user_id)).toBe(adminId);
    expect(audit.detail).not.toContain('wrong hospital');
  });

  it('changes only the fields a PATCH sends, and audits it', async () => {
    const created = await create();
    ctx.clock.advance(60_000);
    const res = await inject('PATCH', `/api/admin/incidents/${created.id}`, { as: admin, body: { persons_notified_on: '2026-11-05', serious_risk: true } });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Incident;
    expect(updated).toEqual({ ...created, persons_notified_on: '2026-11-05', serious_risk: true, updated_at: updated.updated_at });
    expect(updated.updated_at > created.updated_at).toBe(true);
    const audit = await db.selectFrom('audit_log').select('detail').where('action', '=', 'incident.update').where('target', '=', `incident:${created.id}`).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toEqual({ fields: ['serious_risk', 'persons_notified_on'] });
    // Notice dates can be cleared again.
    expect((await inject('PATCH', `/api/admin/incidents/${created.id}`, { as: admin, body: { persons_notified_on: null } })).json().persons_notified_on).toBeNull();
  });

  it('refuses incomplete or inconsistent records with a clear 400, and unknown ids with a 404', async () => {
    const missing = await inject('POST', '/api/admin/incidents', { as: admin, body: { ...body(), description: '  ', serious_risk: undefined } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { message: string }) => i.message)).toEqual(expect.arrayContaining([INCIDENT_MSG.description, INCIDENT_MSG.seriousRisk]));
    const backwards = await inject('POST', '/api/admin/incidents', { as: admin, body: body({ occurred_on: '2026-11-05', known_on: '2026-11-01' }) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(INCIDENT_MSG.knownBeforeOccurred);
    expect((await inject('POST', '/api/admin/incidents', { as: admin, body: body({ known_on: '2026-02-30' }) })).statusCode).toBe(400);
    const created = await create();
    const patched = await inject('PATCH', `/api/admin/incidents/${created.id}`, { as: admin, body: { known_on: '2026-10-01' } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(INCIDENT_MSG.knownBeforeOccurred);
    expect((await inject('PATCH', `/api/admin/incidents/${created.id}`, { as: admin, body: {} })).statusCode).toBe(400);
    expect((await inject('PATCH', '/api/admin/incidents/999999', { as: admin, body: { measures: 'x' } })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/incidents/999999', { as: admin })).statusCode).toBe(404);
  });

  it('keeps an incident 5 years after it became known, then lets it be deleted', async () => {
    const created = await create({ occurred_on: '2021-12-01', known_on: '2021-12-02' });
    const now = ctx.clock.now();
    const early = await inject('DELETE', `/api/admin/incidents/${created.id}`, { as: admin });
    expect(created.keep_until).toBe('2026-12-02');
    expect(early.statusCode, early.body).toBe(now.toISOString().slice(0, 10) < '2026-12-02' ? 409 : 204);
    if (early.statusCode === 409) {
      expect(early.json().code).toBe('INCIDENT_RETAINED');
      ctx.clock.advance(Date.parse('2026-12-02T12:00:00Z') - now.getTime());
      expect((await inject('DELETE', `/api/admin/incidents/${created.id}`, { as: admin })).statusCode).toBe(204);
    }
    expect((await list()).map((i) => i.id)).not.toContain(created.id);
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'incident.delete').where('target', '=', `incident:${created.id}`).execute()).toHaveLength(1);
  });

  it('stays when the referrals and the accounts it came from are deleted', async () => {
    const other = await createAdmin(ctx);
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const created = await inject('POST', '/api/admin/incidents', { as: other.cookie, body: body() });
    expect(created.statusCode).toBe(201);
    await db.deleteFrom('referrals').execute();
    await db.deleteFrom('sessions').where('user_id', 'in', [other.user.id, vet.user.id]).execute();
    await db.deleteFrom('audit_log').where('actor_user_id', 'in', [other.user.id, vet.user.id]).execute();
    await db.deleteFrom('users').where('id', 'in', [other.user.id, vet.user.id]).execute();
    const kept = (await list()).find((i) => i.id === created.json().id);
    expect(kept).toEqual(created.json());
    expect(kept!.created_by).toBe(other.user.username);
  });
});

describe('the incident register as CSV', () => {
  it('round-trips: parsing the export gives back every record, quotes, commas, line breaks and accents included', async () => {
    await create({
      description: 'Le « dossier » de Zoë, envoyé à l’hôpital B, "par erreur", puis:\r\nrappelé\nle même jour 🐶',
      data_concerned: '=HYPERLINK("http://evil.example","click")',
      people_concerned: '+1 owner, -2 vets, @team',
      measures: "'=already quoted",
      people_count: null,
    });
    const res = await inject('GET', '/api/admin/incidents.csv', { as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="incidents-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const asText = (i: Incident) => CSV_COLUMNS.map((c) => (i[c] === null ? '' : typeof i[c] === 'boolean' ? (i[c] ? 'yes' : 'no') : String(i[c])));
    expect(rows.slice(1)).toEqual((await list()).map(asText));
  });

  it('never starts a cell with a formula character: such cells get a leading quote', async () => {
    const res = await inject('GET', '/api/admin/incidents.csv', { as: admin });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain(`"'+1 owner, -2 vets, @team"`);
    expect(res.body).toContain(`''=already quoted`);
    // No cell, quoted or not, begins with = + - @ once its quotes are taken off.
    const raw = res.body.replace(/^\ufeff/, '').split(/,|\r\n/).map((c) => c.replace(/^"/, ''));
    expect(raw.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
  });

  it('guards formulas after a semicolon too, as a French-Canadian spreadsheet splits cells on it, and still round-trips', async () => {
    const tricky = {
      description: 'Envoyé;=HYPERLINK("http://evil.example";"clic")',
      data_concerned: 'Nom; +1 613 555 0100;@équipe',
      people_concerned: "Propriétaire;'=déjà protégé; \"=cité",
      measures: ';-2 rappels;;=1+1',
    };
    const created = await create(tricky);
    const res = await inject('GET', '/api/admin/incidents.csv', { as: admin });
    const rows = parseCsv(res.body);
    const back = rows.find((r) => r[CSV_COLUMNS.indexOf('id')] === String(created.id))!;
    for (const [field, value] of Object.entries(tricky)) expect(back[CSV_COLUMNS.indexOf(field as (typeof CSV_COLUMNS)[number])], field).toBe(value);
    // Read with ; as the separator (quotes opening a field, spaces and apostrophes before it skipped),
    // no field of the file starts a formula, and every cell holding a ; is quoted for a comma reader.
    const fields = res.body.replace(/^\ufeff/, '').split(/;|\r\n/);
    expect(fields.filter((f) => /^["\s]*[=+\-@]/.test(f))).toEqual([]);
    expect(res.body).toContain(`"Envoyé;'=HYPERLINK(""http://evil.example"";""clic"")"`);
    expect(res.body).toContain(`";'-2 rappels;;'=1+1"`);
  });
});
