import type { Selectable } from 'kysely';
import type { Clinic, Pricing, ProcedureWait, Service, StaffMember } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import type { ClinicsTable, PricingsTable } from '../../db/schema';
import { imageUrlFor } from '../images/repository';

type ClinicRow = Omit<Selectable<ClinicsTable>, 'search_key' | 'created_at' | 'updated_at'>;

export const clinicColumns = [
  'clinics.id',
  'clinics.user_id',
  'clinics.name',
  'clinics.address',
  'clinics.city',
  'clinics.province',
  'clinics.phone',
  'clinics.contact_email',
  'clinics.website_url',
  'clinics.description',
  'clinics.referral_instructions',
  'clinics.logo_image_id',
] as const;

/** The one place a clinics row becomes the API's clinic. */
export function toClinic(row: ClinicRow): Clinic {
  return {
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    name: row.name,
    address: row.address,
    city: row.city,
    province: row.province,
    phone: row.phone,
    contact_email: row.contact_email,
    website_url: row.website_url,
    description: row.description,
    referral_instructions: row.referral_instructions,
    logo_url: imageUrlFor(row.logo_image_id),
  };
}

export function toPricing(row: Omit<Selectable<PricingsTable>, 'search_key' | 'created_at' | 'updated_at'>): Pricing {
  return {
    id: Number(row.id),
    clinic_id: Number(row.clinic_id),
    specialty_id: row.specialty_id === null ? null : Number(row.specialty_id),
    procedure_name: row.procedure_name,
    price_range: row.price_range,
    description: row.description,
  };
}

export async function findClinic(db: Db, id: number): Promise<Clinic | undefined> {
  const row = await db.selectFrom('clinics').select(clinicColumns).where('clinics.id', '=', id).executeTakeFirst();
  return row && toClinic(row);
}

export async function clinicExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('clinics').select('id').where('id', '=', id).executeTakeFirst());
}

/** A clinic's offered specialties whose catalogue entry is active, in catalogue order. */
export async function listServices(db: Db, clinicId: number): Promise<Omit<Service, 'procedures'>[]> {
  const rows = await db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .select([
      'cs.clinic_id',
      'cs.specialty_id',
      'cs.wait_time',
      'cs.accepting_emergency',
      'cs.notes',
      'cs.last_updated',
      's.name',
      's.display_order',
    ])
    .where('cs.clinic_id', '=', clinicId)
    .where('s.is_active', '=', 1)
    .orderBy('s.display_order')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    clinic_id: Number(r.clinic_id),
    specialty_id: Number(r.specialty_id),
    specialty: { id: Number(r.specialty_id), name: r.name, display_order: Number(r.display_order) },
    wait_time: r.wait_time,
    accepting_emergency: Number(r.accepting_emergency) === 1,
    notes: r.notes,
    last_updated: r.last_updated,
  }));
}

export async function listProcedureWaits(db: Db, clinicId: number): Promise<ProcedureWait[]> {
  const rows = await db
    .selectFrom('procedure_waits as pw')
    .innerJoin('specialties as s', 's.id', 'pw.specialty_id')
    .select(['pw.id', 'pw.specialty_id', 's.name as specialty', 'pw.procedure', 'pw.wait_time', 'pw.last_updated'])
    .where('pw.clinic_id', '=', clinicId)
    .orderBy('pw.procedure')
    .orderBy('pw.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), specialty_id: Number(r.specialty_id) }));
}

export async function listPricings(db: Db, clinicId: number): Promise<Pricing[]> {
  const rows = await db
    .selectFrom('pricings')
    .select(['id', 'clinic_id', 'specialty_id', 'procedure_name', 'price_range', 'description'])
    .where('clinic_id', '=', clinicId)
    .orderBy('procedure_name')
    .orderBy('id')
    .execute();
  return rows.map(toPricing);
}

export async function listStaff(db: Db, clinicId: number): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_members')
    .select(['id', 'name', 'title', 'specialties', 'bio', 'image_id'])
    .where('clinic_id', '=', clinicId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    title: r.title,
    specialties: parseStringArray(r.specialties),
    bio: r.bio,
    image_url: imageUrlFor(r.image_id),
  }));
}

/** staff_members.specialties holds a JSON array of strings; anything else reads as empty. */
function parseStringArray(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
