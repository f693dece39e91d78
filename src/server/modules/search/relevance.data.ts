/*
 * The search relevance set of issue 57: what a vet types, and the demo hospitals that must come back
 * (src/server/db/seed/demo-hospitals.data.ts, every one a verified listing). relevance.api.test.ts runs
 * each case against the API on both databases. The expectations follow the matching rules of issue 57:
 * case, accents, hyphens, apostrophes, spaces and punctuation make no difference; "St"/"Ste" are
 * "Saint"/"Sainte"; the vocabulary (migrations/029-search-vocabulary.data.ts) makes French, English and
 * short forms of one concept find the same hospitals, and a concept standing for a specialty finds the
 * hospitals offering it; abbreviations and terms of 3 letters or fewer match whole words only; one
 * letter off in a word of 5 letters or more still matches; joined words match; whole-word and exact
 * matches rank before partial ones; near a place with nothing within the radius, up to 3 nearest
 * hospitals beyond it answer.
 *
 * `within` is the number of hospitals in the demo data that match at all when a case cannot say in
 * which order equally good matches come; it is smaller only where the rules above fix the order.
 */

export interface RelevanceCase {
  query: string;
  /** `specialty`: the query is a specialty's English catalogue name, searched by its id. */
  field: 'name' | 'procedure' | 'specialty';
  /** The language the vet types in (the case's label; the API does not take it). */
  lang: 'en' | 'fr';
  province?: string;
  near?: string;
  radius_km?: number;
  /** Hospital names that must all be among the first `within` results. */
  expect: readonly string[];
  /** Default 5. */
  within?: number;
  /** Names that must not be in the results at all. */
  absent?: readonly string[];
  /** Every result carries beyond_radius: true. */
  beyondRadius?: boolean;
  note?: string;
}

/** The demo hospitals the cases name, spelled as their listings are. */
const H = {
  RIDEAU: 'Rideau Veterinary Specialty Centre',
  LAKESHORE: 'Lakeshore Animal Referral Hospital',
  DON_VALLEY: 'Don Valley Veterinary Specialists',
  ESCARPMENT: 'Escarpment Veterinary Referral Centre',
  FOREST_CITY: 'Forest City Animal Specialty Hospital',
  LIMESTONE: 'Limestone Veterinary Specialty Clinic',
  GRAND_RIVER: 'Grand River Veterinary Specialists',
  NORTHERN_LIGHTS: 'Northern Lights Animal Referral Centre',
  CREDIT_VALLEY: 'Credit Valley Exotic & Specialty Animal Hospital',
  SUPERIOR: 'Superior Veterinary Referral Hospital',
  RUISSEAU: 'Hôpital Vétérinaire du Ruisseau',
  SAINT_ELOI: 'Centre Vétérinaire Saint-Éloi',
  ERABLE: 'Clinique Vétérinaire Érable',
  MONT_ROYAL: 'Centre de Référence Vétérinaire Mont-Royal',
  RIVE_SUD: 'Hôpital Vétérinaire Rive-Sud',
  OUTAOUAIS: "Clinique Vétérinaire Spécialisée de l'Outaouais",
  LAVIOLETTE: 'Centre Vétérinaire Laviolette',
  FJORD: 'Hôpital Vétérinaire du Fjord',
  PACIFIC_COAST: 'Pacific Coast Veterinary Referral Hospital',
  FRASER_VALLEY: 'Fraser Valley Animal Specialty Centre',
  BURRARD: 'Burrard Inlet Veterinary Eye & Skin Clinic',
  SALISH_SEA: 'Salish Sea Veterinary Specialty Hospital',
  OKANAGAN: 'Okanagan Veterinary Referral Centre',
  THOMPSON_RIVERS: 'Thompson Rivers Veterinary Referral Clinic',
  HARBOURSIDE: 'Harbourside Exotic & Avian Veterinary Hospital',
  BOW_RIVER: 'Bow River Veterinary Specialty Hospital',
  CHINOOK: 'Chinook Animal Referral Centre',
  NORTH_SASK: 'North Saskatchewan Veterinary Referral Hospital',
  CAPITAL_REGION: 'Capital Region Animal Surgery & Rehabilitation',
  PARKLAND: 'Parkland Veterinary Referral Clinic',
  COULEE: 'Coulee Veterinary Specialty Clinic',
  RED_RIVER: 'Red River Veterinary Specialty Hospital',
  ASSINIBOINE: 'Assiniboine Animal Eye & Dental Clinic',
  WHEAT_CITY: 'Wheat City Veterinary Referral Centre',
  PRAIRIE_SKY: 'Prairie Sky Veterinary Referral Hospital',
  WASCANA: 'Wascana Animal Specialty Clinic',
  HARBOUR_CITY: 'Harbour City Veterinary Referral Hospital',
  DARTMOUTH: 'Dartmouth Lakes Animal Specialty Clinic',
  PETITCODIAC: 'Petitcodiac Veterinary Referral Centre',
  SAINT_JOHN_RIVER: 'Saint John River Animal Specialty Hospital',
  SIGNAL_HILL: 'Signal Hill Veterinary Referral Hospital',
  ISLAND_RED: 'Island Red Animal Specialty Clinic',
  YUKON_RIVER: 'Yukon River Veterinary Referral Clinic',
  GREAT_SLAVE: 'Great Slave Animal Referral Clinic',
  IQALUIT: 'Iqaluit Arctic Veterinary Clinic',
  STE_DOROTHEE: 'Hôpital Vétérinaire Ste-Dorothée',
  ST_GEORGES: 'St. George’s Veterinary Referral Hospital',
} as const;

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // ── Names: spelling, punctuation and "St"/"Ste" ────────────────────────────────────────────────
  { query: 'mont royal', field: 'name', lang: 'fr', expect: [H.MONT_ROYAL], within: 1, note: 'a space for the hyphen' },
  { query: 'montroyal', field: 'name', lang: 'en', expect: [H.MONT_ROYAL], within: 1, note: 'joined words' },
  { query: 'Mont-Royal', field: 'name', lang: 'fr', expect: [H.MONT_ROYAL], within: 1 },
  { query: 'MONT ROYAL', field: 'name', lang: 'en', expect: [H.MONT_ROYAL], within: 1, note: 'capitals' },
  { query: 'st eloi', field: 'name', lang: 'fr', expect: [H.SAINT_ELOI], within: 1, note: '"St" for "Saint", accent dropped' },
  { query: 'saint-eloi', field: 'name', lang: 'fr', expect: [H.SAINT_ELOI], within: 1 },
  { query: 'St-Éloi', field: 'name', lang: 'fr', expect: [H.SAINT_ELOI], within: 1 },
  { query: 'ste dorothee', field: 'name', lang: 'fr', expect: [H.STE_DOROTHEE], within: 1 },
  { query: 'Sainte-Dorothée', field: 'name', lang: 'fr', expect: [H.STE_DOROTHEE], within: 1, note: '"Sainte" finds the listing spelled "Ste-"' },
  { query: 'saint georges', field: 'name', lang: 'en', expect: [H.ST_GEORGES], within: 1, note: '"Saint" for "St.", apostrophe dropped' },
  { query: "st george's", field: 'name', lang: 'en', expect: [H.ST_GEORGES], within: 1, note: 'straight apostrophe for the listing’s curly one' },
  { query: "l'outaouais", field: 'name', lang: 'fr', expect: [H.OUTAOUAIS], within: 1 },
  { query: 'l’Outaouais', field: 'name', lang: 'fr', expect: [H.OUTAOUAIS], within: 1, note: 'curly apostrophe for the listing’s straight one' },
  { query: 'hopital veterinaire', field: 'name', lang: 'fr', expect: [H.RUISSEAU, H.RIVE_SUD, H.FJORD, H.STE_DOROTHEE], within: 5, note: 'accents dropped' },
  { query: 'hopital du fjord', field: 'name', lang: 'fr', expect: [H.FJORD], within: 1 },
  { query: 'centre veterinaire', field: 'name', lang: 'fr', expect: [H.SAINT_ELOI, H.LAVIOLETTE, H.MONT_ROYAL], within: 3 },
  { query: 'rivesud', field: 'name', lang: 'fr', expect: [H.RIVE_SUD], within: 1, note: 'joined words' },
  { query: 'grandriver', field: 'name', lang: 'en', expect: [H.GRAND_RIVER], within: 1, note: 'joined words' },
  { query: 'lakeshre', field: 'name', lang: 'en', expect: [H.LAKESHORE], within: 1, note: 'one letter missing' },
  { query: 'Eye & Skin', field: 'name', lang: 'en', expect: [H.BURRARD], within: 1, note: 'punctuation' },
  { query: 'red river', field: 'name', lang: 'en', expect: [H.RED_RIVER], within: 1, absent: [H.ISLAND_RED, H.BOW_RIVER], note: 'every word must match' },
  {
    query: 'river',
    field: 'name',
    lang: 'en',
    expect: [H.BOW_RIVER, H.GRAND_RIVER, H.RED_RIVER, H.SAINT_JOHN_RIVER, H.YUKON_RIVER],
    within: 5,
    note: 'the whole word "River" before "Rivers" and the city "Trois-Rivières"',
  },
  { query: 'harbour', field: 'name', lang: 'en', expect: [H.HARBOUR_CITY], within: 1, note: 'the whole word before "Harbourside"' },
  { query: 'north', field: 'name', lang: 'en', expect: [H.NORTH_SASK], within: 1, note: 'the whole word before "Northern"' },
  { query: 'veterinary referral', field: 'name', lang: 'en', province: 'Nova Scotia', expect: [H.HARBOUR_CITY], within: 1, absent: [H.DARTMOUTH] },

  // ── Names: cities ──────────────────────────────────────────────────────────────────────────────
  { query: 'trois rivieres', field: 'name', lang: 'fr', expect: [H.LAVIOLETTE], within: 1, note: 'the city, Trois-Rivières' },
  { query: 'quebec', field: 'name', lang: 'fr', expect: [H.SAINT_ELOI], within: 1, note: 'the city, Québec' },
  { query: 'laval', field: 'name', lang: 'fr', expect: [H.RUISSEAU, H.STE_DOROTHEE], within: 2 },
  { query: 'montreal', field: 'name', lang: 'en', expect: [H.MONT_ROYAL], within: 1, note: 'the city, Montréal' },
  { query: 'calgary', field: 'name', lang: 'en', expect: [H.BOW_RIVER, H.CHINOOK], within: 2 },
  { query: 'edmonton', field: 'name', lang: 'en', province: 'Alberta', expect: [H.NORTH_SASK, H.CAPITAL_REGION], within: 2 },
  { query: 'prince george', field: 'name', lang: 'en', expect: [H.ST_GEORGES], within: 1 },
  { query: 'st johns', field: 'name', lang: 'en', expect: [H.SIGNAL_HILL], within: 2, note: "the city, St. John's" },
  { query: 'saint john', field: 'name', lang: 'en', expect: [H.SAINT_JOHN_RIVER, H.SIGNAL_HILL], within: 2, note: "the name, and the city St. John's" },

  // ── Procedures: chemotherapy, in both languages ───────────────────────────────────────────────
  {
    query: 'chimio',
    field: 'procedure',
    lang: 'fr',
    expect: [H.RIDEAU, H.FOREST_CITY, H.MONT_ROYAL, H.PACIFIC_COAST, H.NORTH_SASK, H.WASCANA, H.STE_DOROTHEE],
    within: 8,
    note: 'Red River lists only "Electrochemotherapy", a partial match, so may come 8th',
  },
  {
    query: 'chemo',
    field: 'procedure',
    lang: 'en',
    expect: [H.RIDEAU, H.FOREST_CITY, H.MONT_ROYAL, H.PACIFIC_COAST, H.NORTH_SASK, H.WASCANA, H.STE_DOROTHEE],
    within: 8,
    note: 'Ste-Dorothée lists "Chimiothérapie" only',
  },
  {
    query: 'chimiothérapie',
    field: 'procedure',
    lang: 'fr',
    expect: [H.RIDEAU, H.FOREST_CITY, H.MONT_ROYAL, H.PACIFIC_COAST, H.NORTH_SASK, H.WASCANA, H.STE_DOROTHEE],
    within: 8,
  },
  { query: 'chemotherapy', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.MONT_ROYAL, H.STE_DOROTHEE], within: 2 },
  { query: 'chimiotherapie', field: 'procedure', lang: 'fr', near: 'Montréal', radius_km: 50, expect: [H.MONT_ROYAL, H.STE_DOROTHEE], within: 2, absent: [H.RIDEAU], note: 'accent dropped; Rideau is 165 km away' },

  // ── Procedures: CT and MRI; abbreviations match whole words ───────────────────────────────────
  {
    query: 'CT',
    field: 'procedure',
    lang: 'en',
    expect: [H.RIDEAU, H.DON_VALLEY, H.NORTHERN_LIGHTS, H.PACIFIC_COAST, H.BOW_RIVER, H.NORTH_SASK, H.OKANAGAN, H.PARKLAND, H.STE_DOROTHEE],
    within: 9,
    absent: [H.LAKESHORE, H.LIMESTONE, H.ASSINIBOINE, H.COULEE, H.HARBOUR_CITY, H.OUTAOUAIS],
    note: '"CT" never matches "Cataract" / "cataracte" or "extractions"; Ste-Dorothée lists "Tomodensitométrie (TDM)"',
  },
  { query: 'CT', field: 'procedure', lang: 'en', province: 'Ontario', expect: [H.RIDEAU, H.DON_VALLEY, H.NORTHERN_LIGHTS], within: 3, absent: [H.LAKESHORE, H.LIMESTONE] },
  { query: 'TDM', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.STE_DOROTHEE], within: 1, absent: [H.OUTAOUAIS] },
  {
    query: 'scanner',
    field: 'procedure',
    lang: 'fr',
    expect: [H.RIDEAU, H.DON_VALLEY, H.NORTHERN_LIGHTS, H.PACIFIC_COAST, H.BOW_RIVER, H.NORTH_SASK, H.OKANAGAN, H.PARKLAND, H.STE_DOROTHEE],
    within: 9,
    absent: [H.LAKESHORE, H.LIMESTONE],
  },
  { query: 'tomodensitometrie', field: 'procedure', lang: 'fr', province: 'British Columbia', expect: [H.PACIFIC_COAST, H.OKANAGAN], within: 2, absent: [H.BURRARD] },
  {
    query: 'IRM',
    field: 'procedure',
    lang: 'fr',
    expect: [H.DON_VALLEY, H.RUISSEAU, H.MONT_ROYAL, H.FJORD, H.BOW_RIVER, H.CAPITAL_REGION, H.PARKLAND, H.WHEAT_CITY, H.PRAIRIE_SKY, H.ST_GEORGES],
    within: 10,
  },
  { query: 'MRI', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.RUISSEAU, H.MONT_ROYAL, H.FJORD], within: 3, note: 'Ruisseau and Fjord list "IRM"' },
  { query: 'MRI', field: 'procedure', lang: 'en', near: 'Calgary', radius_km: 200, expect: [H.BOW_RIVER, H.PARKLAND], within: 2, absent: [H.CAPITAL_REGION], note: 'Red Deer is 137 km away, Edmonton 281 km' },
  { query: 'imagerie par resonance magnetique', field: 'procedure', lang: 'fr', province: 'Alberta', expect: [H.BOW_RIVER, H.CAPITAL_REGION, H.PARKLAND], within: 3 },

  // ── Procedures: echocardiography; "echo" is not "échographie" ─────────────────────────────────
  {
    query: 'échocardiographie',
    field: 'procedure',
    lang: 'fr',
    expect: [H.MONT_ROYAL, H.PACIFIC_COAST, H.RED_RIVER, H.HARBOUR_CITY, H.STE_DOROTHEE],
    within: 5,
    absent: [H.FJORD],
    note: 'Fjord lists only "Échographie abdominale"',
  },
  {
    query: 'echo',
    field: 'procedure',
    lang: 'en',
    expect: [H.MONT_ROYAL, H.PACIFIC_COAST, H.RED_RIVER, H.HARBOUR_CITY, H.STE_DOROTHEE],
    within: 5,
    absent: [H.FJORD, H.PARKLAND, H.ESCARPMENT],
    note: '"echo" is a short form matching whole words only, not "échographie" or "ultrasound"',
  },
  { query: 'echocardiogram', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.MONT_ROYAL, H.STE_DOROTHEE], within: 2, absent: [H.FJORD], note: 'Ste-Dorothée lists "Échocardiographie"' },
  { query: 'echocardiogam', field: 'procedure', lang: 'en', province: 'Manitoba', expect: [H.RED_RIVER], within: 1, note: 'one letter missing' },

  // ── Procedures: other concepts across languages ───────────────────────────────────────────────
  { query: 'détartrage', field: 'procedure', lang: 'fr', expect: [H.LAKESHORE, H.ERABLE, H.ASSINIBOINE, H.SAINT_JOHN_RIVER], within: 4, note: 'three of them list "Dental cleaning with extractions"' },
  { query: 'dental cleaning', field: 'procedure', lang: 'en', expect: [H.LAKESHORE, H.ERABLE, H.ASSINIBOINE, H.SAINT_JOHN_RIVER], within: 4 },
  { query: 'TPLO', field: 'procedure', lang: 'en', expect: [H.SUPERIOR, H.RIVE_SUD, H.FRASER_VALLEY, H.CAPITAL_REGION, H.DARTMOUTH, H.SAINT_JOHN_RIVER], within: 6, note: 'Rive-Sud lists only "post-TPLO" rehabilitation' },
  { query: 'ligament croisé', field: 'procedure', lang: 'fr', expect: [H.SUPERIOR, H.RIVE_SUD, H.FJORD, H.OKANAGAN, H.SAINT_JOHN_RIVER], within: 5, note: 'lateral suture stabilization is a cruciate repair' },
  { query: 'prothese de hanche', field: 'procedure', lang: 'fr', expect: [H.SAINT_ELOI, H.FJORD, H.OKANAGAN, H.PRAIRIE_SKY, H.DARTMOUTH, H.SAINT_JOHN_RIVER], within: 6 },
  { query: 'hip replacement', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.SAINT_ELOI, H.FJORD], within: 2, note: 'both list "Prothèse totale de hanche"' },
  { query: 'réparation de fracture', field: 'procedure', lang: 'fr', expect: [H.DON_VALLEY, H.FJORD, H.OKANAGAN, H.BOW_RIVER, H.RED_RIVER, H.DARTMOUTH, H.SAINT_JOHN_RIVER], within: 7 },
  { query: 'transfusion sanguine', field: 'procedure', lang: 'fr', expect: [H.NORTHERN_LIGHTS, H.SUPERIOR, H.LAVIOLETTE, H.SALISH_SEA, H.PETITCODIAC, H.GREAT_SLAVE], within: 6 },
  { query: 'blood transfusion', field: 'procedure', lang: 'en', province: 'Ontario', expect: [H.NORTHERN_LIGHTS, H.SUPERIOR], within: 2 },
  { query: 'stimulateur cardiaque', field: 'procedure', lang: 'fr', expect: [H.FOREST_CITY, H.RED_RIVER, H.STE_DOROTHEE], within: 3 },
  { query: 'pacemaker', field: 'procedure', lang: 'en', expect: [H.FOREST_CITY, H.RED_RIVER, H.STE_DOROTHEE], within: 3 },
  { query: 'endoscopie', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.MONT_ROYAL, H.OUTAOUAIS, H.LAVIOLETTE], within: 3 },
  { query: 'biopsie', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.LAVIOLETTE], within: 1, note: '"Gastroduodenoscopy with biopsies", listed in English' },
  { query: 'échographie', field: 'procedure', lang: 'fr', province: 'Ontario', expect: [H.ESCARPMENT, H.NORTHERN_LIGHTS, H.SUPERIOR], within: 3 },
  { query: 'ultrasound', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.MONT_ROYAL, H.LAVIOLETTE, H.FJORD, H.STE_DOROTHEE], within: 4 },
  { query: 'radiographie', field: 'procedure', lang: 'fr', province: 'Alberta', expect: [H.BOW_RIVER, H.CHINOOK, H.NORTH_SASK, H.CAPITAL_REGION, H.PARKLAND], within: 5 },
  { query: 'x-ray', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.ERABLE], within: 1, note: '"Radiographies et bilan d’élevage (reptiles)"' },
  { query: 'cataract', field: 'procedure', lang: 'en', province: 'Quebec', expect: [H.OUTAOUAIS], within: 1 },
  { query: 'cataracte', field: 'procedure', lang: 'fr', province: 'Manitoba', expect: [H.ASSINIBOINE], within: 1 },
  { query: 'stérilisation', field: 'procedure', lang: 'fr', expect: [H.GRAND_RIVER, H.CREDIT_VALLEY, H.ERABLE, H.HARBOURSIDE], within: 4, note: 'three list "Rabbit spay"' },

  // ── Procedures: specialties through the vocabulary, short forms and typos ──────────────────────
  {
    query: 'cardiolgy',
    field: 'procedure',
    lang: 'en',
    expect: [H.RIDEAU, H.FOREST_CITY, H.RUISSEAU, H.MONT_ROYAL, H.PACIFIC_COAST, H.BOW_RIVER, H.RED_RIVER, H.HARBOUR_CITY, H.STE_DOROTHEE],
    within: 9,
    note: 'one letter missing; the hospitals offering Cardiology',
  },
  { query: 'cardiolgie', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.RUISSEAU, H.MONT_ROYAL, H.STE_DOROTHEE], within: 3 },
  {
    query: 'neurolgy',
    field: 'procedure',
    lang: 'en',
    expect: [H.RIDEAU, H.DON_VALLEY, H.SAINT_ELOI, H.MONT_ROYAL, H.PACIFIC_COAST, H.BOW_RIVER, H.CAPITAL_REGION, H.PRAIRIE_SKY, H.ST_GEORGES],
    within: 9,
  },
  {
    query: 'onco',
    field: 'procedure',
    lang: 'en',
    expect: [H.RIDEAU, H.FOREST_CITY, H.MONT_ROYAL, H.PACIFIC_COAST, H.NORTH_SASK, H.RED_RIVER, H.WASCANA, H.STE_DOROTHEE],
    within: 8,
    note: 'the hospitals offering Oncology',
  },
  {
    query: 'oncologie',
    field: 'procedure',
    lang: 'fr',
    expect: [H.RIDEAU, H.FOREST_CITY, H.MONT_ROYAL, H.PACIFIC_COAST, H.NORTH_SASK, H.RED_RIVER, H.WASCANA, H.STE_DOROTHEE],
    within: 8,
  },
  { query: 'ophtalmo', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.SAINT_ELOI, H.OUTAOUAIS], within: 2 },
  { query: 'ophtho', field: 'procedure', lang: 'en', province: 'British Columbia', expect: [H.BURRARD, H.OKANAGAN], within: 2 },
  { query: 'dermato', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.SAINT_ELOI, H.OUTAOUAIS], within: 2 },
  { query: 'derm', field: 'procedure', lang: 'en', province: 'Ontario', expect: [H.LAKESHORE, H.LIMESTONE, H.GRAND_RIVER], within: 3 },
  {
    query: 'IM',
    field: 'procedure',
    lang: 'en',
    province: 'Quebec',
    expect: [H.RUISSEAU, H.MONT_ROYAL, H.OUTAOUAIS, H.LAVIOLETTE],
    within: 4,
    absent: [H.STE_DOROTHEE],
    note: '"IM" never matches "Implantation" or "Chimiothérapie"',
  },
  { query: 'medecine interne', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.RUISSEAU, H.MONT_ROYAL, H.OUTAOUAIS, H.LAVIOLETTE], within: 4, absent: [H.STE_DOROTHEE] },
  {
    query: 'ER',
    field: 'procedure',
    lang: 'en',
    province: 'Ontario',
    expect: [H.RIDEAU, H.DON_VALLEY, H.ESCARPMENT, H.NORTHERN_LIGHTS, H.SUPERIOR],
    within: 5,
    absent: [H.LAKESHORE, H.LIMESTONE, H.FOREST_CITY],
    note: '"ER" never matches "surgery", "Internal" or "correction"',
  },
  { query: 'urgences', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.RUISSEAU, H.MONT_ROYAL, H.LAVIOLETTE, H.FJORD], within: 4, absent: [H.ERABLE] },
  { query: 'soins intensifs', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.RUISSEAU, H.MONT_ROYAL, H.LAVIOLETTE, H.FJORD], within: 4 },
  { query: 'ICU', field: 'procedure', lang: 'en', province: 'Alberta', expect: [H.BOW_RIVER, H.NORTH_SASK, H.COULEE], within: 3, absent: [H.CHINOOK, H.PARKLAND, H.CAPITAL_REGION] },
  { query: 'ortho', field: 'procedure', lang: 'fr', province: 'Quebec', expect: [H.SAINT_ELOI, H.RIVE_SUD, H.FJORD], within: 3 },
  { query: 'cardio', field: 'procedure', lang: 'en', province: 'Manitoba', expect: [H.RED_RIVER], within: 1, absent: [H.ASSINIBOINE, H.WHEAT_CITY] },

  // ── Near a place: nothing within the radius answers the nearest beyond it ──────────────────────
  {
    query: 'Neurology',
    field: 'specialty',
    lang: 'en',
    near: 'Kelowna',
    radius_km: 100,
    expect: [H.PACIFIC_COAST, H.BOW_RIVER, H.ST_GEORGES],
    within: 3,
    absent: [H.OKANAGAN, H.CAPITAL_REGION],
    beyondRadius: true,
    note: 'none within 100 km; Vancouver 271 km, Calgary 404 km, Prince George 501 km, Edmonton farther',
  },
  {
    query: 'Neurology',
    field: 'specialty',
    lang: 'fr',
    province: 'British Columbia',
    near: 'Kelowna',
    radius_km: 100,
    expect: [H.PACIFIC_COAST, H.ST_GEORGES],
    within: 2,
    absent: [H.BOW_RIVER],
    beyondRadius: true,
  },
  {
    query: 'neurologie',
    field: 'procedure',
    lang: 'fr',
    near: 'Kelowna',
    radius_km: 100,
    expect: [H.PACIFIC_COAST, H.BOW_RIVER, H.ST_GEORGES],
    within: 3,
    absent: [H.OKANAGAN],
    beyondRadius: true,
  },
  { query: 'Oncology', field: 'specialty', lang: 'en', near: 'Ottawa', radius_km: 250, expect: [H.RIDEAU, H.STE_DOROTHEE, H.MONT_ROYAL], within: 3, absent: [H.FOREST_CITY] },
  { query: 'Cardiology', field: 'specialty', lang: 'fr', province: 'Quebec', expect: [H.RUISSEAU, H.MONT_ROYAL, H.STE_DOROTHEE], within: 3 },
  { query: 'Dentistry & Oral Surgery', field: 'specialty', lang: 'en', province: 'British Columbia', expect: [H.SALISH_SEA, H.HARBOURSIDE], within: 2 },
];
