import type { Insertable } from 'kysely';
import { CLINIC_WAIT_TIMES, PROVINCES } from '@shared/constants';
import type { Db } from '../db';
import { toClinicSpecialtyRow } from '../db/rows/clinic-specialties';
import { toClinicRow } from '../db/rows/clinics';
import { toPricingRow } from '../db/rows/pricings';
import { toProcedureWaitRow } from '../db/rows/procedure-waits';
import type { ClinicSpecialtiesTable, PricingsTable, ProcedureWaitsTable } from '../db/schema';

/**
 * A large generated dataset: N hospitals, each with 8 specialties, 10 pricings and 5 procedure waits,
 * with realistic (and accented) text. Deterministic for a given N so runs compare. The search tests
 * run on it, and the benchmarks (bench/run.ts) load it.
 */

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = ['Hôpital Vétérinaire', 'Centre Vétérinaire', 'Animal Referral Hospital', 'Veterinary Specialty Centre', 'Clinique Vétérinaire', 'Pet Emergency & Referral'];
const PLACES = ['du Ruisseau', 'Saint-Éloi', 'Maple Ridge', 'Fraser Valley', 'Rideau', 'Laurentides', 'Prairie', 'Atlantic', 'Boréal', 'Côte-Nord', 'Okanagan', 'Muskoka', 'Gaspésie', 'Kootenay', 'Niagara', 'Chinook'];
const CITIES = ['Montréal', 'Québec', 'Ottawa', 'Toronto', 'Vancouver', 'Calgary', 'Edmonton', 'Winnipeg', 'Halifax', 'Regina', 'Saskatoon', 'Victoria', 'Gatineau', 'Sherbrooke', 'Kelowna', 'Moncton'];
const PROCEDURES = ['TPLO', 'Échocardiographie', 'Echocardiogram', 'MRI – brain', 'CT scan', 'Phacoemulsification', 'Chemotherapy consult', 'Dental extraction', 'Hemilaminectomy', 'Skin biopsy', 'Endoscopy', 'Holter monitor', 'Laparotomy', 'Allergy testing', 'Physiotherapy session'];

export async function generateDataset(db: Db, hospitals: number): Promise<void> {
  const rand = mulberry32(hospitals);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const specialties = (await db.selectFrom('specialties').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const CHUNK = 200;
  const SLICE = 1000;

  for (let start = 0; start < hospitals; start += CHUNK) {
    await db.transaction().execute(async (trx) => {
      const count = Math.min(CHUNK, hospitals - start);
      const clinics = Array.from({ length: count }, (_, i) => {
        const name = `${pick(PREFIXES)} ${pick(PLACES)} ${start + i + 1}`;
        return toClinicRow({
          user_id: null,
          name,
          address: `${100 + ((start + i) % 900)} rue Principale`,
          city: pick(CITIES),
          province: pick(PROVINCES),
          phone: '514-555-0100',
          contact_email: `referrals${start + i}@bench.example.ca`,
          website_url: `www.bench${start + i}.example.ca`,
          description: 'Board-certified specialists in internal medicine, surgery and diagnostic imaging.',
          referral_instructions: 'Send the referral form and records; we call the client within one business day.',
          logo_image_id: null,
          created_at: iso(400),
          updated_at: iso(1),
          verified_at: iso(399),
        });
      });
      const ids = (await trx.insertInto('clinics').values(clinics).returning('id').execute()).map((r) => Number(r.id));
      const cs: Insertable<ClinicSpecialtiesTable>[] = [];
      const pricings: Insertable<PricingsTable>[] = [];
      const waits: Insertable<ProcedureWaitsTable>[] = [];
      for (const clinicId of ids) {
        const offered = [...specialties].sort(() => rand() - 0.5).slice(0, 8);
        for (const specialtyId of offered) {
          cs.push(
            toClinicSpecialtyRow({
              clinic_id: clinicId,
              specialty_id: specialtyId,
              wait_time: pick(CLINIC_WAIT_TIMES),
              accepting_emergency: rand() < 0.4,
              notes: rand() < 0.5 ? 'Consult within the week for urgent cases.' : null,
              last_updated: iso(Math.floor(rand() * 150)),
            }),
          );
        }
        for (let q = 0; q < 10; q++) {
          pricings.push(
            toPricingRow({
              clinic_id: clinicId,
              specialty_id: offered[q % offered.length]!,
              procedure_name: pick(PROCEDURES),
              price_range: `$${500 + Math.floor(rand() * 40) * 100} – $${5000 + Math.floor(rand() * 30) * 100}`,
              description: rand() < 0.5 ? 'Estimate; varies with case complexity.' : null,
              created_at: iso(200),
              updated_at: iso(10),
            }),
          );
        }
        for (let w = 0; w < 5; w++) {
          waits.push(
            toProcedureWaitRow({
              clinic_id: clinicId,
              specialty_id: offered[w]!,
              procedure: pick(PROCEDURES),
              wait_time: pick(CLINIC_WAIT_TIMES),
              last_updated: iso(Math.floor(rand() * 60)),
            }),
          );
        }
      }
      // Multi-row inserts in slices that stay under SQLite's bound-parameter limit (32,766) and
      // PostgreSQL's (65,535). Few statements also mean few firings of PostgreSQL's statement-level
      // triggers (migration 016: each updates the hospitals its rows belong to).
      for (let i = 0; i < cs.length; i += SLICE) await trx.insertInto('clinic_specialties').values(cs.slice(i, i + SLICE)).execute();
      for (let i = 0; i < pricings.length; i += SLICE) await trx.insertInto('pricings').values(pricings.slice(i, i + SLICE)).execute();
      for (let i = 0; i < waits.length; i += SLICE) await trx.insertInto('procedure_waits').values(waits.slice(i, i + SLICE)).execute();
    });
  }
}
