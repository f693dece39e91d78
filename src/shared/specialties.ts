/** The specialty catalogue the seed creates, in display order; the demo data names specialties by these. */
export const SPECIALTY_NAMES = [
  'Cardiology',
  'Dermatology',
  'Internal Medicine',
  'Neurology',
  'Oncology',
  'Ophthalmology',
  'Orthopedic Surgery',
  'Soft Tissue Surgery',
  'Emergency & Critical Care',
  'Diagnostic Imaging',
  'Dentistry & Oral Surgery',
  'Anesthesia & Analgesia',
  'Behavioural Medicine',
  'Exotic Animal Medicine',
  'Rehabilitation & Sports Medicine',
] as const;
export type SpecialtyName = (typeof SPECIALTY_NAMES)[number];

/**
 * Each seeded specialty's French name, as Québec hospitals name them: the seed writes them and the web's
 * fr-CA vocabulary shows them for a specialty without its own name_fr. Migration 006 keeps its own frozen
 * copy for databases seeded before it.
 */
export const SPECIALTY_NAMES_FR: Readonly<Record<SpecialtyName, string>> = {
  Cardiology: 'Cardiologie',
  Dermatology: 'Dermatologie',
  'Internal Medicine': 'Médecine interne',
  Neurology: 'Neurologie',
  Oncology: 'Oncologie',
  Ophthalmology: 'Ophtalmologie',
  'Orthopedic Surgery': 'Chirurgie orthopédique',
  'Soft Tissue Surgery': 'Chirurgie des tissus mous',
  'Emergency & Critical Care': 'Urgentologie et soins intensifs',
  'Diagnostic Imaging': 'Imagerie médicale',
  'Dentistry & Oral Surgery': 'Dentisterie et chirurgie buccale',
  'Anesthesia & Analgesia': 'Anesthésiologie et analgésie',
  'Behavioural Medicine': 'Médecine du comportement',
  'Exotic Animal Medicine': 'Médecine des animaux exotiques',
  'Rehabilitation & Sports Medicine': 'Réadaptation physique et médecine sportive',
};
