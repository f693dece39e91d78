import type { z } from '@shared/zod';
import { INCIDENT_MSG, type Incident, type IncidentList, type incidentCreateBody, type incidentPatchBody } from '@shared/contracts/incidents';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { IncidentsTable } from '../../db/schema';
import type { Updateable } from 'kysely';
import { AppError, appError } from '../../errors';
import { type Actor, audited } from '../audit';
import { toCsv } from './csv';
import * as repo from './repository';

export interface IncidentContext {
  db: Db;
  clock: Clock;
  actor: Actor & { actorId: number };
}

const target = (id: number) => `incident:${id}`;

export const listIncidents = async (db: Db): Promise<IncidentList> => ({ items: await repo.list(db) });

async function mustFind(db: Db, id: number) {
  const row = await repo.find(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Incident not found.');
  return row;
}

/** Records an incident; the audit entry names who, never the description (it may hold personal information). */
export async function createIncident(ctx: IncidentContext, body: z.output<typeof incidentCreateBody>): Promise<Incident> {
  const author = await ctx.db.selectFrom('users').select(['username', 'display_name']).where('id', '=', ctx.actor.actorId).executeTakeFirstOrThrow();
  const now = ctx.clock.now().toISOString();
  const id = await audited(
    ctx.db,
    ctx.actor,
    (trx) =>
      repo.insert(trx, {
        ...body,
        serious_risk: body.serious_risk ? 1 : 0,
        created_by: ctx.actor.actorId,
        created_by_name: author.display_name ?? author.username,
        created_at: now,
        updated_at: now,
      }),
    (created) => ({ action: 'incident.create', target: target(created), detail: { serious_risk: body.serious_risk } }),
  );
  return repo.toIncident((await repo.find(ctx.db, id))!);
}

/** Changes only the fields sent; the dates stay in order with the stored ones. */
export async function updateIncident(ctx: IncidentContext, id: number, body: z.output<typeof incidentPatchBody>): Promise<Incident> {
  const row = await mustFind(ctx.db, id);
  if ((body.occurred_on ?? row.occurred_on) > (body.known_on ?? row.known_on)) throw new AppError('VALIDATION', INCIDENT_MSG.knownBeforeOccurred);
  const set: Updateable<IncidentsTable> = {};
  for (const [key, value] of Object.entries(body)) if (value !== undefined) (set as Record<string, unknown>)[key] = key === 'serious_risk' ? (value ? 1 : 0) : value;
  set.updated_at = ctx.clock.now().toISOString();
  await audited(ctx.db, ctx.actor, (trx) => repo.update(trx, id, set), () => ({ action: 'incident.update', target: target(id), detail: { fields: Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined) } }));
  return repo.toIncident((await repo.find(ctx.db, id))!);
}

/** An incident leaves the register only after its 5 years (409 before). */
export async function deleteIncident(ctx: IncidentContext, id: number): Promise<void> {
  const row = await mustFind(ctx.db, id);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  if (repo.keepUntil(row.known_on) > today) throw appError('INCIDENT_RETAINED');
  await audited(
    ctx.db,
    ctx.actor,
    async (trx) => {
      if (!(await repo.remove(trx, id))) throw new AppError('NOT_FOUND', 'Incident not found.');
    },
    () => ({ action: 'incident.delete', target: target(id) }),
  );
}

/** The CSV columns, in order: the JSON field names, so a re-import needs no mapping. */
export const CSV_COLUMNS = [
  'id',
  'occurred_on',
  'known_on',
  'description',
  'data_concerned',
  'people_concerned',
  'people_count',
  'serious_risk',
  'commission_notified_on',
  'persons_notified_on',
  'measures',
  'created_by',
  'created_at',
  'updated_at',
  'keep_until',
] as const satisfies readonly (keyof Incident)[];

/** The register as CSV (serious_risk as yes/no, empty cells for nothing). */
export async function exportCsv(db: Db): Promise<string> {
  const items = await repo.list(db);
  const text = (v: Incident[keyof Incident]) => (v === null ? '' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));
  return toCsv(
    CSV_COLUMNS,
    items.map((i) => CSV_COLUMNS.map((c) => text(i[c]))),
  );
}
