/*
 * The reviewed search vocabulary of issue 57, as migration 029 seeds it. Frozen on purpose: a migration
 * must give the same rows whenever it runs, so this list never imports the catalogue or changes with
 * the code; admins add and remove terms through the API afterwards.
 *
 * One concept per catalogue specialty (its `specialty` is the catalogue's English name as
 * src/shared/specialties.ts spells it in 2026, so its terms also find the hospitals offering it), then
 * procedure concepts vets search for (specialty null). Rules the list keeps:
 * - a term belongs to one concept only, compared the way search compares (case, accents, hyphens,
 *   apostrophes and spaces ignored), so a query never means two things;
 * - `abbreviation: true` on letter abbreviations and on clipped forms that would otherwise match inside
 *   unrelated words ("echo" inside "échographie", "radio" inside "radiothérapie"); they match whole
 *   words only;
 * - `language` null when the term is written the same in English and French (abbreviations, Latin and
 *   Greek names such as "castration").
 * "écho" alone is left out: Québec vets use it for ultrasound, English vets' "echo" means an
 * echocardiogram, and the two spell the same once accents are ignored.
 */

export interface VocabularyConcept {
  /** The concept's slug; terms with the same slug are synonyms. */
  concept: string;
  /** The catalogue specialty's English name the concept stands for, or null. */
  specialty: string | null;
  terms: ReadonlyArray<{ term: string; language: 'en' | 'fr' | null; abbreviation?: boolean }>;
}

export const SEARCH_VOCABULARY_AT_029: readonly VocabularyConcept[] = [
  // ── The catalogue's specialties ──────────────────────────────────────────────────────────────
  {
    concept: 'cardiology',
    specialty: 'Cardiology',
    terms: [
      { term: 'Cardiology', language: 'en' },
      { term: 'Cardiologie', language: 'fr' },
      { term: 'cardio', language: null },
      { term: 'cardiologist', language: 'en' },
      { term: 'cardiologue', language: 'fr' },
    ],
  },
  {
    concept: 'dermatology',
    specialty: 'Dermatology',
    terms: [
      { term: 'Dermatology', language: 'en' },
      { term: 'Dermatologie', language: 'fr' },
      { term: 'derm', language: 'en' },
      { term: 'dermato', language: 'fr' },
      { term: 'dermatologist', language: 'en' },
      { term: 'dermatologue', language: 'fr' },
    ],
  },
  {
    concept: 'internal-medicine',
    specialty: 'Internal Medicine',
    terms: [
      { term: 'Internal Medicine', language: 'en' },
      { term: 'Médecine interne', language: 'fr' },
      { term: 'IM', language: 'en', abbreviation: true },
      { term: 'internist', language: 'en' },
      { term: 'interniste', language: 'fr' },
    ],
  },
  {
    concept: 'neurology',
    specialty: 'Neurology',
    terms: [
      { term: 'Neurology', language: 'en' },
      { term: 'Neurologie', language: 'fr' },
      { term: 'neuro', language: null },
      { term: 'neurologist', language: 'en' },
      { term: 'neurologue', language: 'fr' },
    ],
  },
  {
    concept: 'oncology',
    specialty: 'Oncology',
    terms: [
      { term: 'Oncology', language: 'en' },
      { term: 'Oncologie', language: 'fr' },
      { term: 'onco', language: null },
      { term: 'oncologist', language: 'en' },
      { term: 'oncologue', language: 'fr' },
      { term: 'cancer', language: null },
    ],
  },
  {
    concept: 'ophthalmology',
    specialty: 'Ophthalmology',
    terms: [
      { term: 'Ophthalmology', language: 'en' },
      { term: 'Ophtalmologie', language: 'fr' },
      { term: 'ophtho', language: 'en' },
      { term: 'ophtalmo', language: 'fr' },
      { term: 'ophthalmologist', language: 'en' },
      { term: 'ophtalmologiste', language: 'fr' },
    ],
  },
  {
    concept: 'orthopedic-surgery',
    specialty: 'Orthopedic Surgery',
    terms: [
      { term: 'Orthopedic Surgery', language: 'en' },
      { term: 'Chirurgie orthopédique', language: 'fr' },
      { term: 'ortho', language: null },
      { term: 'orthopedics', language: 'en' },
      { term: 'orthopaedics', language: 'en' },
      { term: 'orthopédie', language: 'fr' },
    ],
  },
  {
    concept: 'soft-tissue-surgery',
    specialty: 'Soft Tissue Surgery',
    terms: [
      { term: 'Soft Tissue Surgery', language: 'en' },
      { term: 'Chirurgie des tissus mous', language: 'fr' },
      { term: 'soft tissue', language: 'en' },
      { term: 'tissus mous', language: 'fr' },
    ],
  },
  {
    concept: 'emergency-critical-care',
    specialty: 'Emergency & Critical Care',
    terms: [
      { term: 'Emergency & Critical Care', language: 'en' },
      { term: 'Urgentologie et soins intensifs', language: 'fr' },
      { term: 'emergency', language: 'en' },
      { term: 'ER', language: 'en', abbreviation: true },
      { term: 'critical care', language: 'en' },
      { term: 'ECC', language: 'en', abbreviation: true },
      { term: 'ICU', language: 'en', abbreviation: true },
      { term: 'intensive care', language: 'en' },
      { term: 'urgence', language: 'fr' },
      { term: 'urgences', language: 'fr' },
      { term: 'urgentologie', language: 'fr' },
      { term: 'soins intensifs', language: 'fr' },
      { term: 'USI', language: 'fr', abbreviation: true },
    ],
  },
  {
    concept: 'diagnostic-imaging',
    specialty: 'Diagnostic Imaging',
    terms: [
      { term: 'Diagnostic Imaging', language: 'en' },
      { term: 'Imagerie médicale', language: 'fr' },
      { term: 'imaging', language: 'en' },
      { term: 'imagerie', language: 'fr' },
      { term: 'radiology', language: 'en' },
      { term: 'radiologie', language: 'fr' },
      { term: 'radiologist', language: 'en' },
      { term: 'radiologiste', language: 'fr' },
    ],
  },
  {
    concept: 'dentistry-oral-surgery',
    specialty: 'Dentistry & Oral Surgery',
    terms: [
      { term: 'Dentistry & Oral Surgery', language: 'en' },
      { term: 'Dentisterie et chirurgie buccale', language: 'fr' },
      { term: 'dentistry', language: 'en' },
      { term: 'dentisterie', language: 'fr' },
      { term: 'dental', language: 'en' },
      { term: 'dentaire', language: 'fr' },
      { term: 'oral surgery', language: 'en' },
      { term: 'chirurgie buccale', language: 'fr' },
      { term: 'veterinary dentist', language: 'en' },
      { term: 'dentiste', language: 'fr' },
    ],
  },
  {
    concept: 'anesthesia-analgesia',
    specialty: 'Anesthesia & Analgesia',
    terms: [
      { term: 'Anesthesia & Analgesia', language: 'en' },
      { term: 'Anesthésiologie et analgésie', language: 'fr' },
      { term: 'anesthesia', language: 'en' },
      { term: 'anaesthesia', language: 'en' },
      { term: 'anesthésie', language: 'fr' },
      { term: 'anesthesiology', language: 'en' },
      { term: 'anesthésiologie', language: 'fr' },
      { term: 'pain management', language: 'en' },
      { term: 'gestion de la douleur', language: 'fr' },
    ],
  },
  {
    concept: 'behavioural-medicine',
    specialty: 'Behavioural Medicine',
    terms: [
      { term: 'Behavioural Medicine', language: 'en' },
      { term: 'Médecine du comportement', language: 'fr' },
      { term: 'behaviour', language: 'en' },
      { term: 'behavior', language: 'en' },
      { term: 'behaviourist', language: 'en' },
      { term: 'comportement', language: 'fr' },
      { term: 'médecine comportementale', language: 'fr' },
      { term: 'comportementaliste', language: 'fr' },
    ],
  },
  {
    concept: 'exotic-animal-medicine',
    specialty: 'Exotic Animal Medicine',
    terms: [
      { term: 'Exotic Animal Medicine', language: 'en' },
      { term: 'Médecine des animaux exotiques', language: 'fr' },
      { term: 'exotics', language: 'en' },
      { term: 'exotic animals', language: 'en' },
      { term: 'animaux exotiques', language: 'fr' },
      // Nouveaux animaux de compagnie: France's name for exotic pets, also read in Québec.
      { term: 'NAC', language: 'fr', abbreviation: true },
    ],
  },
  {
    concept: 'rehabilitation-sports-medicine',
    specialty: 'Rehabilitation & Sports Medicine',
    terms: [
      { term: 'Rehabilitation & Sports Medicine', language: 'en' },
      { term: 'Réadaptation physique et médecine sportive', language: 'fr' },
      { term: 'rehabilitation', language: 'en' },
      { term: 'rehab', language: 'en' },
      { term: 'réadaptation', language: 'fr' },
      { term: 'physiotherapy', language: 'en' },
      { term: 'physiothérapie', language: 'fr' },
      { term: 'physio', language: null },
      { term: 'sports medicine', language: 'en' },
      { term: 'médecine sportive', language: 'fr' },
    ],
  },

  // ── Procedures ───────────────────────────────────────────────────────────────────────────────
  {
    concept: 'echocardiography',
    specialty: null,
    terms: [
      { term: 'echocardiography', language: 'en' },
      { term: 'echocardiogram', language: 'en' },
      { term: 'cardiac ultrasound', language: 'en' },
      { term: 'echo', language: 'en', abbreviation: true },
      { term: 'échocardiographie', language: 'fr' },
      { term: 'échocardiogramme', language: 'fr' },
      { term: 'échographie cardiaque', language: 'fr' },
      { term: 'écho cardiaque', language: 'fr' },
    ],
  },
  {
    concept: 'electrocardiography',
    specialty: null,
    terms: [
      { term: 'ECG', language: null, abbreviation: true },
      { term: 'EKG', language: 'en', abbreviation: true },
      { term: 'electrocardiogram', language: 'en' },
      { term: 'electrocardiography', language: 'en' },
      { term: 'électrocardiogramme', language: 'fr' },
      { term: 'électrocardiographie', language: 'fr' },
    ],
  },
  {
    concept: 'holter-monitoring',
    specialty: null,
    terms: [
      { term: 'Holter', language: null },
      { term: 'Holter monitor', language: 'en' },
      { term: 'moniteur Holter', language: 'fr' },
    ],
  },
  {
    concept: 'pacemaker',
    specialty: null,
    terms: [
      { term: 'pacemaker', language: null },
      { term: 'cardiac pacing', language: 'en' },
      { term: 'stimulateur cardiaque', language: 'fr' },
    ],
  },
  {
    concept: 'chemotherapy',
    specialty: null,
    terms: [
      { term: 'chemotherapy', language: 'en' },
      { term: 'chemo', language: 'en' },
      { term: 'chimiothérapie', language: 'fr' },
      { term: 'chimio', language: 'fr' },
    ],
  },
  {
    concept: 'radiation-therapy',
    specialty: null,
    terms: [
      { term: 'radiation therapy', language: 'en' },
      { term: 'radiotherapy', language: 'en' },
      { term: 'radiothérapie', language: 'fr' },
      { term: 'stereotactic radiation therapy', language: 'en' },
      { term: 'radiothérapie stéréotaxique', language: 'fr' },
    ],
  },
  {
    concept: 'radioiodine-therapy',
    specialty: null,
    terms: [
      { term: 'radioiodine', language: 'en' },
      { term: 'I-131', language: null, abbreviation: true },
      { term: 'iode radioactif', language: 'fr' },
      { term: 'iode 131', language: 'fr' },
    ],
  },
  {
    concept: 'mri',
    specialty: null,
    terms: [
      { term: 'MRI', language: 'en', abbreviation: true },
      { term: 'magnetic resonance imaging', language: 'en' },
      { term: 'magnetic resonance', language: 'en' },
      { term: 'IRM', language: 'fr', abbreviation: true },
      { term: 'imagerie par résonance magnétique', language: 'fr' },
      { term: 'résonance magnétique', language: 'fr' },
    ],
  },
  {
    concept: 'computed-tomography',
    specialty: null,
    terms: [
      { term: 'CT', language: 'en', abbreviation: true },
      { term: 'CT scan', language: 'en' },
      { term: 'CAT scan', language: 'en' },
      { term: 'computed tomography', language: 'en' },
      { term: 'TDM', language: 'fr', abbreviation: true },
      { term: 'tomodensitométrie', language: 'fr' },
      // Québec and France say "un scanner" for a CT scan.
      { term: 'scanner', language: 'fr' },
    ],
  },
  {
    concept: 'ultrasound',
    specialty: null,
    terms: [
      { term: 'ultrasound', language: 'en' },
      { term: 'ultrasonography', language: 'en' },
      { term: 'sonography', language: 'en' },
      { term: 'échographie', language: 'fr' },
      { term: 'échoguidé', language: 'fr' },
    ],
  },
  {
    concept: 'radiography',
    specialty: null,
    terms: [
      { term: 'radiography', language: 'en' },
      { term: 'radiograph', language: 'en' },
      { term: 'X-ray', language: 'en' },
      { term: 'radiographie', language: 'fr' },
      { term: 'radio', language: 'fr', abbreviation: true },
      { term: 'rayons X', language: 'fr' },
    ],
  },
  {
    concept: 'endoscopy',
    specialty: null,
    terms: [
      { term: 'endoscopy', language: 'en' },
      { term: 'endoscopie', language: 'fr' },
      { term: 'gastroduodenoscopy', language: 'en' },
      { term: 'gastroduodénoscopie', language: 'fr' },
      { term: 'gastroscopy', language: 'en' },
      { term: 'gastroscopie', language: 'fr' },
    ],
  },
  {
    concept: 'bronchoscopy',
    specialty: null,
    terms: [
      { term: 'bronchoscopy', language: 'en' },
      { term: 'bronchoscopie', language: 'fr' },
      { term: 'BAL', language: 'en', abbreviation: true },
      { term: 'bronchoalveolar lavage', language: 'en' },
      { term: 'LBA', language: 'fr', abbreviation: true },
      { term: 'lavage broncho-alvéolaire', language: 'fr' },
    ],
  },
  {
    concept: 'rhinoscopy',
    specialty: null,
    terms: [
      { term: 'rhinoscopy', language: 'en' },
      { term: 'rhinoscopie', language: 'fr' },
    ],
  },
  {
    concept: 'laparoscopy',
    specialty: null,
    terms: [
      { term: 'laparoscopy', language: 'en' },
      { term: 'laparoscopic', language: 'en' },
      { term: 'laparoscopie', language: 'fr' },
      { term: 'minimally invasive surgery', language: 'en' },
      { term: 'chirurgie minimalement invasive', language: 'fr' },
    ],
  },
  {
    concept: 'exploratory-laparotomy',
    specialty: null,
    terms: [
      { term: 'exploratory laparotomy', language: 'en' },
      { term: 'laparotomy', language: 'en' },
      { term: 'exploratory surgery', language: 'en' },
      { term: 'laparotomie', language: 'fr' },
      { term: 'chirurgie exploratoire', language: 'fr' },
    ],
  },
  {
    concept: 'biopsy',
    specialty: null,
    terms: [
      { term: 'biopsy', language: 'en' },
      { term: 'biopsie', language: 'fr' },
      { term: 'biopsies', language: null },
    ],
  },
  {
    concept: 'mass-removal',
    specialty: null,
    terms: [
      { term: 'mass removal', language: 'en' },
      { term: 'tumour removal', language: 'en' },
      { term: 'tumor removal', language: 'en' },
      { term: 'exérèse de masse', language: 'fr' },
      { term: 'exérèse de tumeur', language: 'fr' },
    ],
  },
  {
    concept: 'gastropexy',
    specialty: null,
    terms: [
      { term: 'gastropexy', language: 'en' },
      { term: 'gastropexie', language: 'fr' },
    ],
  },
  {
    concept: 'gastric-dilatation-volvulus',
    specialty: null,
    terms: [
      { term: 'GDV', language: 'en', abbreviation: true },
      { term: 'gastric dilatation-volvulus', language: 'en' },
      { term: 'bloat', language: 'en' },
      { term: 'dilatation-torsion gastrique', language: 'fr' },
      { term: 'torsion d’estomac', language: 'fr' },
    ],
  },
  {
    concept: 'brachycephalic-airway-surgery',
    specialty: null,
    terms: [
      { term: 'BOAS', language: 'en', abbreviation: true },
      { term: 'brachycephalic airway surgery', language: 'en' },
      { term: 'brachycephalic obstructive airway syndrome', language: 'en' },
      { term: 'syndrome brachycéphale', language: 'fr' },
    ],
  },
  {
    concept: 'total-ear-canal-ablation',
    specialty: null,
    terms: [
      { term: 'TECA', language: 'en', abbreviation: true },
      { term: 'total ear canal ablation', language: 'en' },
      { term: 'ablation du conduit auditif', language: 'fr' },
    ],
  },
  {
    concept: 'emergency-surgery',
    specialty: null,
    terms: [
      { term: 'emergency surgery', language: 'en' },
      { term: 'chirurgie d’urgence', language: 'fr' },
    ],
  },
  {
    concept: 'blood-transfusion',
    specialty: null,
    terms: [
      { term: 'blood transfusion', language: 'en' },
      { term: 'transfusion sanguine', language: 'fr' },
      { term: 'transfusion', language: null },
    ],
  },
  {
    concept: 'oxygen-therapy',
    specialty: null,
    terms: [
      { term: 'oxygen therapy', language: 'en' },
      { term: 'oxygénothérapie', language: 'fr' },
    ],
  },
  {
    concept: 'dialysis',
    specialty: null,
    terms: [
      { term: 'dialysis', language: 'en' },
      { term: 'hemodialysis', language: 'en' },
      { term: 'haemodialysis', language: 'en' },
      { term: 'dialyse', language: 'fr' },
      { term: 'hémodialyse', language: 'fr' },
    ],
  },
  {
    concept: 'tplo',
    specialty: null,
    terms: [
      { term: 'TPLO', language: null, abbreviation: true },
      { term: 'tibial plateau leveling osteotomy', language: 'en' },
      { term: 'ostéotomie de nivellement du plateau tibial', language: 'fr' },
    ],
  },
  {
    concept: 'cruciate-ligament-repair',
    specialty: null,
    terms: [
      { term: 'cruciate ligament', language: 'en' },
      { term: 'cruciate', language: 'en' },
      { term: 'CCL', language: 'en', abbreviation: true },
      { term: 'ACL', language: 'en', abbreviation: true },
      { term: 'lateral suture', language: 'en' },
      { term: 'ligament croisé', language: 'fr' },
      { term: 'suture latérale', language: 'fr' },
    ],
  },
  {
    concept: 'patellar-luxation-repair',
    specialty: null,
    terms: [
      { term: 'patellar luxation', language: 'en' },
      { term: 'luxating patella', language: 'en' },
      { term: 'MPL', language: 'en', abbreviation: true },
      { term: 'luxation de la rotule', language: 'fr' },
      { term: 'luxation patellaire', language: 'fr' },
    ],
  },
  {
    concept: 'hip-replacement',
    specialty: null,
    terms: [
      { term: 'hip replacement', language: 'en' },
      { term: 'THR', language: 'en', abbreviation: true },
      { term: 'hip arthroplasty', language: 'en' },
      { term: 'prothèse de hanche', language: 'fr' },
      { term: 'prothèse totale de hanche', language: 'fr' },
      { term: 'arthroplastie de la hanche', language: 'fr' },
    ],
  },
  {
    concept: 'femoral-head-ostectomy',
    specialty: null,
    terms: [
      { term: 'FHO', language: 'en', abbreviation: true },
      { term: 'femoral head ostectomy', language: 'en' },
      { term: 'excision de la tête fémorale', language: 'fr' },
      { term: 'ostectomie de la tête fémorale', language: 'fr' },
    ],
  },
  {
    concept: 'fracture-repair',
    specialty: null,
    terms: [
      { term: 'fracture repair', language: 'en' },
      { term: 'fracture fixation', language: 'en' },
      { term: 'osteosynthesis', language: 'en' },
      { term: 'réparation de fracture', language: 'fr' },
      { term: 'ostéosynthèse', language: 'fr' },
      { term: 'fracture', language: null },
    ],
  },
  {
    concept: 'hemilaminectomy',
    specialty: null,
    terms: [
      { term: 'hemilaminectomy', language: 'en' },
      { term: 'hémilaminectomie', language: 'fr' },
      { term: 'IVDD', language: 'en', abbreviation: true },
      { term: 'intervertebral disc disease', language: 'en' },
      { term: 'hernie discale', language: 'fr' },
    ],
  },
  {
    concept: 'cerebrospinal-fluid-tap',
    specialty: null,
    terms: [
      { term: 'CSF tap', language: 'en' },
      { term: 'spinal tap', language: 'en' },
      { term: 'CSF', language: 'en', abbreviation: true },
      { term: 'LCR', language: 'fr', abbreviation: true },
      { term: 'liquide céphalorachidien', language: 'fr' },
    ],
  },
  {
    concept: 'cataract-surgery',
    specialty: null,
    terms: [
      { term: 'cataract', language: 'en' },
      { term: 'cataracte', language: 'fr' },
      // "phacoémulsification" in French: the same term once accents are ignored.
      { term: 'phacoemulsification', language: null },
      { term: 'phaco', language: null },
    ],
  },
  {
    concept: 'electroretinography',
    specialty: null,
    terms: [
      { term: 'ERG', language: null, abbreviation: true },
      { term: 'electroretinogram', language: 'en' },
      { term: 'electroretinography', language: 'en' },
      { term: 'électrorétinogramme', language: 'fr' },
      { term: 'électrorétinographie', language: 'fr' },
    ],
  },
  {
    concept: 'enucleation',
    specialty: null,
    terms: [
      // "énucléation" in French: the same term once accents are ignored.
      { term: 'enucleation', language: null },
      { term: 'eye removal', language: 'en' },
      { term: 'ablation de l’œil', language: 'fr' },
    ],
  },
  {
    concept: 'dental-cleaning',
    specialty: null,
    terms: [
      { term: 'dental cleaning', language: 'en' },
      { term: 'dental scaling', language: 'en' },
      { term: 'COHAT', language: 'en', abbreviation: true },
      { term: 'détartrage', language: 'fr' },
      { term: 'nettoyage dentaire', language: 'fr' },
    ],
  },
  {
    concept: 'tooth-extraction',
    specialty: null,
    terms: [
      { term: 'tooth extraction', language: 'en' },
      { term: 'dental extraction', language: 'en' },
      { term: 'extraction dentaire', language: 'fr' },
    ],
  },
  {
    concept: 'root-canal-therapy',
    specialty: null,
    terms: [
      { term: 'root canal', language: 'en' },
      { term: 'endodontics', language: 'en' },
      { term: 'traitement de canal', language: 'fr' },
      { term: 'endodontie', language: 'fr' },
    ],
  },
  {
    concept: 'allergy-testing',
    specialty: null,
    terms: [
      { term: 'allergy testing', language: 'en' },
      { term: 'intradermal testing', language: 'en' },
      { term: 'test d’allergie', language: 'fr' },
      { term: 'test intradermique', language: 'fr' },
    ],
  },
  {
    concept: 'otoscopy',
    specialty: null,
    terms: [
      { term: 'otoscopy', language: 'en' },
      { term: 'video otoscopy', language: 'en' },
      { term: 'otoscopie', language: 'fr' },
      { term: 'vidéo-otoscopie', language: 'fr' },
    ],
  },
  {
    concept: 'hydrotherapy',
    specialty: null,
    terms: [
      { term: 'hydrotherapy', language: 'en' },
      { term: 'underwater treadmill', language: 'en' },
      { term: 'hydrothérapie', language: 'fr' },
      { term: 'tapis roulant aquatique', language: 'fr' },
    ],
  },
  {
    concept: 'spay',
    specialty: null,
    terms: [
      { term: 'spay', language: 'en' },
      { term: 'ovariohysterectomy', language: 'en' },
      { term: 'ovariectomy', language: 'en' },
      { term: 'OHE', language: 'en', abbreviation: true },
      { term: 'stérilisation', language: 'fr' },
      { term: 'ovariohystérectomie', language: 'fr' },
      { term: 'ovariectomie', language: 'fr' },
    ],
  },
  {
    concept: 'neuter',
    specialty: null,
    terms: [
      { term: 'neuter', language: 'en' },
      { term: 'castration', language: null },
      { term: 'orchiectomy', language: 'en' },
      { term: 'orchiectomie', language: 'fr' },
    ],
  },
];
