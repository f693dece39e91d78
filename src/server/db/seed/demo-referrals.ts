import type { ReferralStatus } from '@shared/referral-status';
import type { Db } from '../index';
import { searchKey } from '../search-key';

/**
 * Referrals from the demo vet to the demo clinic in several statuses, so a newcomer sees the feature
 * at once (issue 19): one waiting to be opened, one with a question for the vet, one booked, one
 * completed with a report, one declined, and a draft. Each has the timeline that led it there; the
 * question and the booking are assigned to the clinic's account (issue 59).
 */
interface DemoReferral {
  patient: { name: string; species: string; breed: string; sex: string; age: string; weight_kg: number };
  urgency: 'emergency' | 'priority' | 'routine';
  procedure: string;
  reason: string;
  history: string;
  owner: { name: string; phone: string; language: 'en' | 'fr' };
  /**
   * The path through the status machine, with what each step carried. A step comes 3 hours after the
   * one before, or `day` days after the referral was started; `appointmentDays` books that many days after it
   * (at 10:00), so that every appointment follows its submission whenever the demo is seeded.
   */
  steps: { to: ReferralStatus; by: 'vet' | 'clinic'; note?: string; reason?: string; appointmentDays?: number; report?: string; day?: number }[];
  daysAgo: number;
  specialty?: string;
  /** Assigned at the hospital (issue 59), by its owner to themselves, that many hours after submission. */
  assignedAfterHours?: number;
}

const DEMO: DemoReferral[] = [
  {
    patient: { name: 'Biscuit', species: 'dog', breed: 'Labrador retriever', sex: 'male_neutered', age: '7 years', weight_kg: 31.5 },
    urgency: 'routine',
    procedure: 'TPLO',
    reason: 'Cranial cruciate ligament rupture, left stifle',
    history: 'Acute non-weight-bearing lameness after running, 3 weeks. Positive drawer sign. NSAIDs with partial response.',
    owner: { name: 'Marie Tremblay', phone: '613-555-0142', language: 'fr' },
    steps: [{ to: 'submitted', by: 'vet' }],
    daysAgo: 1,
  },
  {
    patient: { name: 'Mittens', species: 'cat', breed: 'Domestic shorthair', sex: 'female_spayed', age: '12 years', weight_kg: 4.1 },
    urgency: 'priority',
    procedure: 'Echocardiogram',
    reason: 'New grade IV/VI heart murmur and tachypnoea',
    history: 'Murmur found at annual exam; respiratory rate 48 at rest. Thoracic radiographs show mild cardiomegaly.',
    owner: { name: 'James Wilson', phone: '613-555-0178', language: 'en' },
    steps: [
      { to: 'submitted', by: 'vet' },
      { to: 'received', by: 'clinic' },
      { to: 'info_requested', by: 'clinic', note: 'Could you send the thoracic radiographs and the latest bloodwork (including T4)?' },
    ],
    daysAgo: 3,
    assignedAfterHours: 4,
  },
  {
    patient: { name: 'Rocky', species: 'dog', breed: 'German shepherd', sex: 'male', age: '9 years', weight_kg: 38 },
    urgency: 'priority',
    procedure: 'MRI, lumbosacral',
    reason: 'Progressive hind-limb ataxia',
    history: 'Six weeks of worsening ataxia and lumbosacral pain. Neurological exam suggests a T3–L3 lesion.',
    owner: { name: 'Sophie Gagnon', phone: '819-555-0110', language: 'fr' },
    steps: [
      { to: 'submitted', by: 'vet' },
      { to: 'received', by: 'clinic' },
      { to: 'accepted', by: 'clinic', note: 'We can see Rocky within the week.' },
      { to: 'booked', by: 'clinic', appointmentDays: 8 },
    ],
    daysAgo: 6,
    assignedAfterHours: 5,
  },
  {
    patient: { name: 'Luna', species: 'dog', breed: 'Border collie', sex: 'female_spayed', age: '4 years', weight_kg: 17.2 },
    urgency: 'routine',
    procedure: 'Skin biopsy',
    reason: 'Chronic pruritus not responding to an elimination diet',
    history: 'Eight months of pruritus, recurrent otitis. Elimination diet for 10 weeks with little change.',
    owner: { name: 'Daniel Roy', phone: '613-555-0191', language: 'en' },
    steps: [
      { to: 'submitted', by: 'vet' },
      { to: 'received', by: 'clinic' },
      { to: 'accepted', by: 'clinic' },
      { to: 'booked', by: 'clinic', appointmentDays: 12 },
      {
        to: 'completed',
        by: 'clinic',
        day: 13,
        report: 'Biopsies consistent with atopic dermatitis. Started oclacitinib; recheck with you in 4 weeks. Full report attached to our records.',
      },
    ],
    daysAgo: 30,
  },
  {
    patient: { name: 'Pepper', species: 'rabbit', breed: 'Holland lop', sex: 'female', age: '3 years', weight_kg: 1.8 },
    urgency: 'routine',
    procedure: 'Dental radiographs',
    reason: 'Anorexia and suspected molar overgrowth',
    history: 'Reduced appetite for one week, drooling. Oral exam limited without sedation.',
    owner: { name: 'Chloé Lavoie', phone: '613-555-0126', language: 'fr' },
    steps: [
      { to: 'submitted', by: 'vet' },
      { to: 'received', by: 'clinic' },
      { to: 'declined', by: 'clinic', reason: 'outside_services', note: 'We do not see rabbits; an exotics practice will help sooner.' },
    ],
    daysAgo: 10,
  },
];

/**
 * Orthopaedic referrals the demo clinic has seen through over the last five months (issue 20): enough
 * (at least MEASURED_MIN_REFERRALS) for the measured wait times to show on its card and profile.
 */
const PAST: [name: string, breed: string, daysAgo: number, acceptDay: number, appointmentDays: number][] = [
  ['Maple', 'Golden retriever', 150, 1, 12],
  ['Juno', 'Boxer', 130, 2, 9],
  ['Scout', 'Labrador retriever', 110, 1, 14],
  ['Tucker', 'Bernese mountain dog', 90, 3, 10],
  ['Hazel', 'Australian shepherd', 70, 2, 8],
  ['Bruno', 'Rottweiler', 55, 4, 16],
  ['Willow', 'Newfoundland', 40, 2, 11],
];
const HISTORY: DemoReferral[] = PAST.map(([name, breed, daysAgo, acceptDay, appointmentDays]) => ({
  patient: { name, species: 'dog', breed, sex: 'female_spayed', age: '6 years', weight_kg: 30 },
  urgency: 'routine',
  procedure: 'TPLO',
  reason: 'Cranial cruciate ligament rupture',
  history: 'Hind-limb lameness with a positive tibial thrust; radiographs show stifle effusion.',
  owner: { name: 'Demo owner', phone: '613-555-0199', language: 'en' },
  specialty: 'Orthopedic Surgery',
  steps: [
    { to: 'submitted', by: 'vet', day: 0 },
    { to: 'received', by: 'clinic', day: acceptDay / 2 },
    { to: 'accepted', by: 'clinic', day: acceptDay },
    { to: 'booked', by: 'clinic', day: acceptDay, appointmentDays },
    { to: 'completed', by: 'clinic', day: appointmentDays + 1, report: 'TPLO performed without complications; recheck radiographs in 8 weeks.' },
  ],
  daysAgo,
}));

export async function seedDemoReferrals(db: Db, ids: { vetId: number; vetName: string; practiceId: number; clinicUserId: number; clinicUserName: string; clinicId: number }): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  for (const d of [...DEMO, ...HISTORY]) {
    const start = Date.now() - d.daysAgo * day;
    const events = [{ to: 'draft' as ReferralStatus, by: 'vet' as const }, ...d.steps];
    /** When event i (0: the draft) happened. */
    const at = (i: number) => {
      const step = events[i];
      return new Date(start + (step?.day !== undefined ? step.day * day : i * 3 * 60 * 60 * 1000)).toISOString();
    };
    const appointmentOf = (s: DemoReferral['steps'][number]) =>
      s.appointmentDays === undefined ? undefined : new Date(start + s.appointmentDays * day).toISOString().slice(0, 11) + '10:00';
    const moment = (statuses: ReferralStatus[]) => {
      const i = events.findIndex((e) => statuses.includes(e.to));
      return i < 0 ? null : at(i);
    };
    const specialty = d.specialty ? await db.selectFrom('specialties').select('id').where('name', '=', d.specialty).executeTakeFirst() : undefined;
    const last = d.steps[d.steps.length - 1]!;
    const r = await db
      .insertInto('referrals')
      .values({
        vet_id: ids.vetId,
        clinic_id: ids.clinicId,
        status: last.to,
        urgency: d.urgency,
        type: 'consult',
        procedure: d.procedure,
        reason: d.reason,
        patient_name: d.patient.name,
        species: d.patient.species,
        breed: d.patient.breed,
        sex: d.patient.sex,
        age: d.patient.age,
        weight_kg: d.patient.weight_kg,
        history: d.history,
        owner_name: d.owner.name,
        owner_phone: d.owner.phone,
        owner_language: d.owner.language,
        consent_at: at(0),
        consent_by: ids.vetId,
        consent_by_name: ids.vetName,
        vet_name: ids.vetName,
        vet_email: 'vet@demo.vetreferral.ca',
        vet_clinic: 'Glebe Animal Hospital',
        vet_phone: '613-555-0142',
        vet_license: 'CVO-10442',
        vet_license_province: 'Ontario',
        practice_id: ids.practiceId,
        decline_reason: d.steps.find((s) => s.to === 'declined')?.reason ?? null,
        specialty_id: specialty ? Number(specialty.id) : null,
        appointment_at: [...d.steps].reverse().map(appointmentOf).find(Boolean) ?? null,
        report: d.steps.find((s) => s.report)?.report ?? null,
        search_key: searchKey(`${d.patient.name} ${d.owner.name}`),
        created_at: at(0),
        updated_at: at(d.steps.length),
        submitted_at: at(1),
        responded_at: moment(['accepted', 'declined', 'info_requested']),
        accepted_at: moment(['accepted']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const referralId = Number(r.id);
    let from: ReferralStatus | null = null;
    for (const [i, step] of events.entries()) {
      await db
        .insertInto('referral_events')
        .values({
          referral_id: referralId,
          actor_id: step.by === 'vet' ? ids.vetId : ids.clinicUserId,
          actor_name: step.by === 'vet' ? ids.vetName : ids.clinicUserName,
          from_status: from,
          to_status: step.to,
          reason: 'reason' in step ? (step.reason ?? null) : null,
          note: 'note' in step ? (step.note ?? null) : null,
          appointment_at: appointmentOf(step) ?? null,
          at: at(i),
        })
        .execute();
      from = step.to;
    }
    if (d.assignedAfterHours !== undefined) {
      // The hospital's targets stay at their defaults (migration 032): 8 business hours, 2 business days.
      const assigned = new Date(Date.parse(at(1)) + d.assignedAfterHours * 60 * 60 * 1000).toISOString();
      await db.updateTable('referrals').set({ assignee_id: ids.clinicUserId }).where('id', '=', referralId).execute();
      await db
        .insertInto('referral_assignments')
        .values({ referral_id: referralId, assignee_id: ids.clinicUserId, assignee_name: ids.clinicUserName, actor_id: ids.clinicUserId, actor_name: ids.clinicUserName, at: assigned })
        .execute();
    }
  }
  // And a draft the vet has started.
  const now = new Date().toISOString();
  const draft = await db
    .insertInto('referrals')
    .values({ vet_id: ids.vetId, clinic_id: ids.clinicId, status: 'draft', urgency: 'routine', patient_name: 'Oreo', species: 'cat', search_key: 'oreo', vet_name: ids.vetName, vet_email: 'vet@demo.vetreferral.ca', vet_clinic: 'Glebe Animal Hospital', vet_phone: '613-555-0142', vet_license: 'CVO-10442', vet_license_province: 'Ontario', practice_id: ids.practiceId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('referral_events')
    .values({ referral_id: Number(draft.id), actor_id: ids.vetId, actor_name: ids.vetName, from_status: null, to_status: 'draft', reason: null, note: null, appointment_at: null, at: now })
    .execute();
}
