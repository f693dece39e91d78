import type { Insertable } from 'kysely';
import { CLINIC_WAIT_TIMES } from '../../../shared/constants';
import type { Db } from '../index';
import { type ClinicSpecialtyInput, toClinicSpecialtyRow } from '../rows/clinic-specialties';
import type { WeeklyHours } from '../../../shared/contracts/fields';
import { toClinicRow } from '../rows/clinics';
import { toPricingRow } from '../rows/pricings';
import { toProcedureWaitRow } from '../rows/procedure-waits';
import { type StaffInput, toStaffRow } from '../rows/staff-members';
import type { StaffMembersTable } from '../schema';
import { SPECIALTY_NAMES, type SpecialtyName } from './catalogue';
import {
  FIRST_EN,
  FIRST_FR_F,
  FIRST_FR_M,
  FRENCH_NOTES,
  GENERAL_QUOTES,
  HOSPITALS,
  type HospitalSeed,
  LAST_EN,
  LAST_FR,
  type PricingTemplate,
  TEMPLATES,
} from './demo-hospitals.data';

/**
 * SPEC §2's fixed hours, now the demo listings' own statement (issue 21, docs/decisions/092): Monday to
 * Friday 8:00–18:00, Saturday and Sunday 9:00–16:00.
 */
const WEEKDAY = { open: '08:00', close: '18:00' };
const WEEKEND = { open: '09:00', close: '16:00' };
export const DEMO_HOURS: WeeklyHours = [WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKEND, WEEKEND];
const ROUND_THE_CLOCK = /24\/7|24[- ]hours?|24 heures/i;

/*
 * Turns the demo data (demo-hospitals.data.ts) into rows. The hospitals are written out by hand; their
 * quotes, waits, staff and wait times are derived from the per-specialty templates with a PRNG seeded
 * from each hospital's name, so a run always gives the same data and adding or editing one hospital
 * does not reshuffle the others.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any change reshuffles every derived row, so keep it fixed. */
const SEED = 0x5eed_2024;

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each hospital gets its own stream regardless of its place in the list. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function weightedIndex(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return 0;
}

function waitTime(rank: number): (typeof CLINIC_WAIT_TIMES)[number] {
  const w = CLINIC_WAIT_TIMES[Math.max(0, Math.min(CLINIC_WAIT_TIMES.length - 1, rank))];
  if (w === undefined) throw new Error(`no wait time at rank ${rank}`);
  return w;
}

const NOT_ACCEPTING = CLINIC_WAIT_TIMES.length - 1;

/** Formatted by hand so the output does not depend on the ICU data Node was built with. */
function money(n: number): string {
  return `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Regional price level applied to a template price, rounded the way clinics quote. */
function price(base: number, factor: number): number {
  const v = base * factor;
  const step = v < 100 ? 5 : v < 1000 ? 25 : 100;
  return Math.round(v / step) * step;
}

function priceRange(rng: Rng, q: PricingTemplate, factor: number, spaced: boolean): string {
  const low = price(q.low, factor);
  const high = Math.max(price(q.high, factor), low);
  const unit = q.unit ? ` ${q.unit}` : '';
  if (rng() < 0.12) return `From ${money(low)}${unit}`;
  return `${money(low)}${spaced ? ' – ' : '–'}${money(high)}${unit}`;
}

/** Mostly fresh, with roughly one in ten older than 90 days so the UI has stale entries to flag. */
function serviceAgeDays(rng: Rng): number {
  return rng() < 0.1 ? int(rng, 91, 150) : int(rng, 0, 75);
}

function areaEn(name: SpecialtyName): string {
  return name.replace('&', 'and').toLowerCase();
}

export async function seedDemoHospitals(
  db: Db,
  opts: { ownerUserId: number; now?: Date },
): Promise<{ clinicCount: number; ownedClinicId: number }> {
  const nowMs = (opts.now ?? new Date()).getTime();
  // The minutes offset keeps rows from sharing one time of day.
  const ago = (days: number, rng: Rng): string =>
    new Date(nowMs - days * DAY_MS - int(rng, 0, 10 * 60) * 60_000).toISOString();

  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('specialties').select(['id', 'name']).execute();
    const ids = new Map(rows.map((r) => [r.name, r.id]));
    const specialtyId = (name: SpecialtyName): number => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`Specialty "${name}" is missing; run seedCatalogue first`);
      return id;
    };
    for (const name of SPECIALTY_NAMES) specialtyId(name);

    let ownedClinicId: number | undefined;
    for (const [index, h] of HOSPITALS.entries()) {
      const rng = mulberry32(hash(h.name) ^ SEED);
      const fr = h.fr === true;

      const createdAt = ago(int(rng, 200, 1200), rng);

      const services: (Omit<ClinicSpecialtyInput, 'clinic_id'> & { last_updated: string })[] = [];
      const ranks = new Map<SpecialtyName, number>();
      for (const name of h.specialties) {
        const t = TEMPLATES[name];
        const rank = weightedIndex(rng, t.waitWeights);
        ranks.set(name, rank);
        let notes: string | null = null;
        if (rank === NOT_ACCEPTING) {
          notes = fr ? 'Aucune nouvelle référence pour le moment' : 'Not accepting new referrals until a new specialist joins';
        } else if (rng() < 0.7) {
          notes = fr ? pick(rng, FRENCH_NOTES) : pick(rng, t.notes);
        }
        services.push({
          specialty_id: specialtyId(name),
          wait_time: waitTime(rank),
          accepting_emergency: rank !== NOT_ACCEPTING && rng() < t.emergencyChance,
          notes,
          last_updated: ago(serviceAgeDays(rng), rng),
        });
      }
      const updatedAt = services.map((s) => s.last_updated).reduce((a, b) => (a > b ? a : b));

      const email = `${pick(rng, fr ? ['references', 'info', 'accueil'] : ['referrals', 'info', 'reception'])}@${h.domain}`;
      const website = h.web === 'https' ? `https://www.${h.domain}` : h.web === 'www' ? `www.${h.domain}` : null;

      const clinic = await trx
        .insertInto('clinics')
        .values(
          toClinicRow({
            user_id: index === 0 ? opts.ownerUserId : null,
            name: h.name,
            address: h.address,
            city: h.city,
            province: h.province,
            phone: h.phone,
            contact_email: email,
            website_url: website,
            description: h.description,
            referral_instructions: h.referral,
            language: fr ? 'fr' : 'en',
            hours: DEMO_HOURS,
            // Only a listing that says it runs round the clock claims a 24/7 emergency service.
            emergency_24_7: ROUND_THE_CLOCK.test(`${h.description ?? ''} ${h.referral ?? ''}`),
            created_at: createdAt,
            updated_at: updatedAt,
            // Demo listings stand for hospitals an admin has checked (issue 21).
            verified_at: createdAt,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const clinicId = clinic.id;
      if (index === 0) ownedClinicId = clinicId;

      await trx
        .insertInto('clinic_specialties')
        .values(services.map((s) => toClinicSpecialtyRow({ ...s, clinic_id: clinicId })))
        .execute();

      // Round-robin over the specialties so a clinic's pricings are spread across what it offers.
      const factor = 0.9 + rng() * 0.25;
      const spaced = rng() < 0.6;
      const perSpecialty = h.specialties.map((name) => shuffled(rng, TEMPLATES[name].pricings).map((q) => ({ name, q })));
      const pool: { name: SpecialtyName | null; q: PricingTemplate }[] = [];
      const longest = Math.max(...perSpecialty.map((l) => l.length));
      for (let i = 0; i < longest; i++) {
        for (const list of perSpecialty) {
          const item = list[i];
          if (item) pool.push(item);
        }
      }
      // Every specialty has at least three pricing templates, so the pool always covers the minimum of 3.
      const total = int(rng, 3, 10);
      const generalCount = rng() < 0.4 ? int(rng, 1, 2) : 0;
      const chosen = h.quotes
        ? h.quotes.map(({ specialty, ...q }) => ({ name: specialty, q }))
        : [
            ...pool.slice(0, Math.min(total - generalCount, pool.length)),
            ...shuffled(rng, GENERAL_QUOTES)
              .slice(0, generalCount)
              .map((q) => ({ name: null, q })),
          ];
      const pricings = chosen.map(({ name, q }) =>
        toPricingRow({
          clinic_id: clinicId,
          specialty_id: name ? specialtyId(name) : null,
          procedure_name: fr && q.fr ? q.fr : q.en,
          price_range: priceRange(rng, q, factor, spaced),
          description: fr ? (q.descFr ?? null) : (q.desc ?? null),
          created_at: createdAt,
          updated_at: ago(int(rng, 0, 120), rng),
        }),
      );
      await trx.insertInto('pricings').values(pricings).execute();

      const procPool = shuffled(
        rng,
        h.specialties.flatMap((name) => TEMPLATES[name].procedures.map((p) => ({ name, p }))),
      );
      const waits = procPool.slice(0, int(rng, 2, 5)).map(({ name, p }) => {
        const base = ranks.get(name) ?? 2;
        // A procedure list sits near its service's overall wait, never beyond the booked-out ranks.
        const rank =
          base === NOT_ACCEPTING ? NOT_ACCEPTING : Math.min(NOT_ACCEPTING - 1, Math.max(0, base + int(rng, -1, 1)));
        return toProcedureWaitRow({
          clinic_id: clinicId,
          specialty_id: specialtyId(name),
          procedure: fr && p.fr ? p.fr : p.en,
          wait_time: waitTime(rank),
          last_updated: ago(int(rng, 0, 60), rng),
        });
      });
      await trx.insertInto('procedure_waits').values(waits).execute();

      await trx.insertInto('staff_members').values(staffFor(rng, h, index, clinicId)).execute();
    }

    if (ownedClinicId === undefined) throw new Error('no demo hospitals to seed');
    return { clinicCount: HOSPITALS.length, ownedClinicId };
  });
}

function staffFor(rng: Rng, h: HospitalSeed, index: number, clinicId: number): Insertable<StaffMembersTable>[] {
  const fr = h.fr === true;
  const frenchNames = h.province === 'Quebec' || (h.province === 'New Brunswick' && rng() < 0.5);
  const firsts = shuffled(rng, frenchNames ? [...FIRST_FR_F, ...FIRST_FR_M] : FIRST_EN);
  const lasts = shuffled(rng, frenchNames ? LAST_FR : LAST_EN);
  let n = 0;
  // The pools are larger than the six people a hospital can have, so the fallbacks never show.
  const person = (): { first: string; last: string; female: boolean } => {
    const first = firsts[n] ?? 'Alex';
    const last = lasts[n] ?? 'Smith';
    n++;
    return { first, last, female: FIRST_FR_F.includes(first) };
  };
  const degree = h.province === 'Quebec' ? 'DMV' : 'DVM';
  const staff: Omit<StaffInput, 'clinic_id' | 'position'>[] = [];

  const specialists = Math.min(h.specialties.length, int(rng, 2, 4));
  for (const name of h.specialties.slice(0, specialists)) {
    const t = TEMPLATES[name];
    const { first, last } = person();
    const year = int(rng, 2008, 2023);
    let bio: string;
    if (fr) {
      bio = rng() < 0.5
        ? `${first} s’intéresse particulièrement à ${t.focus.fr}.`
        : `Membre de l’équipe depuis ${year}, ${first} s’intéresse particulièrement à ${t.focus.fr}.`;
    } else {
      bio = pick(rng, [
        `${first} has a special interest in ${t.focus.en}.`,
        `${first} joined the team in ${year} and has a special interest in ${t.focus.en}.`,
        `After residency training in ${areaEn(name)}, ${first} now focuses on ${t.focus.en}.`,
      ]);
    }
    staff.push({
      name: `Dr. ${first} ${last}, ${degree}, ${t.credential}`,
      title: fr ? `Spécialiste en ${t.areaFr}` : t.title,
      specialties: [name],
      bio,
      image_id: null,
    });
  }

  if (rng() < 0.75) {
    const { first, last, female } = person();
    const service = pick(rng, h.specialties);
    staff.push({
      name: `${first} ${last}, ${fr ? 'TSA' : 'RVT'}`,
      title: fr
        ? female ? 'Technicienne en santé animale' : 'Technicien en santé animale'
        : h.province === 'Ontario' ? 'Registered Veterinary Technician' : 'Registered Veterinary Technologist',
      specialties: [service],
      bio: fr
        ? `${first} coordonne les références et les soins aux patients du service de ${TEMPLATES[service].areaFr}.`
        : `${first} coordinates referrals and patient care for the ${areaEn(service)} service.`,
      image_id: null,
    });
  }
  // The owned listing always shows a manager, the person a clinic account most often stands for.
  if (index === 0 || rng() < 0.3) {
    const { first, last, female } = person();
    staff.push({
      name: `${first} ${last}`,
      title: fr ? (female ? 'Coordonnatrice des références' : 'Coordonnateur des références') : 'Practice Manager',
      specialties: [],
      bio: fr
        ? `${first} gère l’horaire des références et les communications avec les cliniques.`
        : `${first} manages referral scheduling and communication with referring clinics.`,
      image_id: null,
    });
  }

  return staff.map((s, position) => toStaffRow({ ...s, clinic_id: clinicId, position }));
}
