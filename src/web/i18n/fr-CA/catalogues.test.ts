import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPECIALTY_NAMES } from '@shared/specialties';
import { ADMIN_WAIT_TIMES, CLINIC_WAIT_TIMES, JOB_TITLES, PRACTICE_TYPES, PROVINCES, ROLES, WAIT_RANK } from '@shared/constants';
import enAdmin from '../en-CA/admin';
import enAuth from '../en-CA/auth';
import enClinic from '../en-CA/clinic';
import enCommon from '../en-CA/common';
import enDocument from '../en-CA/document';
import enErrors from '../en-CA/errors';
import enHospitals from '../en-CA/hospitals';
import enMessages from '../en-CA/messages';
import enNav from '../en-CA/nav';
import enPractice from '../en-CA/practice';
import enNotifications from '../en-CA/notifications';
import enPages from '../en-CA/pages';
import enProfile from '../en-CA/profile';
import enReferrals from '../en-CA/referrals';
import enSite from '../en-CA/site';
import enSiteAbout from '../en-CA/site-about';
import enSiteContact from '../en-CA/site-contact';
import enSiteLegal from '../en-CA/site-legal';
import enValidation from '../en-CA/validation';
import enVet from '../en-CA/vet';
import enVocabulary from '../en-CA/vocabulary';
import admin from './admin';
import auth from './auth';
import clinic from './clinic';
import { COGNATES } from './cognates';
import common from './common';
import document from './document';
import errors from './errors';
import hospitals from './hospitals';
import messages from './messages';
import nav from './nav';
import notifications from './notifications';
import pages from './pages';
import profile from './profile';
import referrals from './referrals';
import site from './site';
import siteAbout from './site-about';
import siteContact from './site-contact';
import siteLegal from './site-legal';
import validation from './validation';
import vet from './vet';
import practice from './practice';
import vocabulary from './vocabulary';

/** Every en-CA catalogue file beside its fr-CA sibling, by file name. */
const PAIRS: Record<string, [unknown, unknown]> = {
  admin: [enAdmin, admin],
  auth: [enAuth, auth],
  clinic: [enClinic, clinic],
  common: [enCommon, common],
  document: [enDocument, document],
  errors: [enErrors, errors],
  hospitals: [enHospitals, hospitals],
  messages: [enMessages, messages],
  nav: [enNav, nav],
  practice: [enPractice, practice],
  notifications: [enNotifications, notifications],
  pages: [enPages, pages],
  profile: [enProfile, profile],
  referrals: [enReferrals, referrals],
  site: [enSite, site],
  'site-about': [enSiteAbout, siteAbout],
  'site-contact': [enSiteContact, siteContact],
  'site-legal': [enSiteLegal, siteLegal],
  validation: [enValidation, validation],
  vet: [enVet, vet],
  vocabulary: [enVocabulary, vocabulary],
};

type Leaf = { path: string; en: string; fr: unknown };

function leaves(en: unknown, fr: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof en === 'string') {
    out.push({ path, en, fr });
    return out;
  }
  for (const [key, value] of Object.entries(en as object)) {
    leaves(value, (fr as Record<string, unknown> | undefined)?.[key], path.endsWith(':') ? `${path}${key}` : `${path}.${key}`, out);
  }
  return out;
}

/** Key paths of a catalogue, arrays included, to compare shapes at run time too. */
function keyPaths(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${path}:${typeof value}`];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, `${path}/${key}`));
}

const ALL = Object.entries(PAIRS).flatMap(([ns, [en, fr]]) => leaves(en, fr, `${ns}:`));
const TOKENS = /\{\{[^}]+\}\}|\{[a-z]+\}|<\/?[^>]*>/g;
const tokens = (s: string) => [...s.matchAll(TOKENS)].map((m) => m[0]).sort();

describe('fr-CA catalogues', () => {
  it('has a sibling for every en-CA file', () => {
    const dir = (lang: string) => fileURLToPath(new URL(`../${lang}/`, import.meta.url));
    const en = fs.readdirSync(dir('en-CA')).filter((f) => f.endsWith('.ts'));
    expect(Object.keys(PAIRS).map((ns) => `${ns}.ts`).sort()).toEqual(en.sort());
    for (const file of en) expect(fs.existsSync(dir('fr-CA') + file)).toBe(true);
  });

  it('has exactly the en-CA keys, arrays of the same length', () => {
    for (const [en, fr] of Object.values(PAIRS)) expect(keyPaths(fr)).toEqual(keyPaths(en));
  });

  it('keeps every interpolation placeholder and tag', () => {
    const changed = ALL.filter((l) => JSON.stringify(tokens(l.en)) !== JSON.stringify(tokens(String(l.fr)))).map((l) => l.path);
    expect(changed).toEqual([]);
  });

  it('differs from English except for the listed cognates', () => {
    const same = ALL.filter((l) => l.en === l.fr).map((l) => l.path);
    expect(same.sort()).toEqual([...COGNATES].sort());
  });

  it('follows Canadian French typography and vocabulary', () => {
    const bad = ALL.flatMap(({ path, fr }) => {
      const s = String(fr);
      const problems = [
        /\s[?!;]/.test(s) && 'space before ? ! ;',
        / :/.test(s) && 'plain space before :',
        /[^\s\d]:(?!\/\/)/.test(s) && 'no space before :',
        /«(?!\u00a0)|(?<!\u00a0)»/.test(s) && 'guillemets need a non-breaking space inside',
        /["“”]/.test(s) && 'English quotation marks',
        /'/.test(s) && 'straight apostrophe (use ’)',
        /\.\.\./.test(s) && 'three dots (use …)',
        /\be-?mail\b/i.test(s) && 'e-mail (use courriel)',
      ].filter(Boolean);
      return problems.map((p) => `${path}: ${p}`);
    });
    expect(bad).toEqual([]);
  });
});

describe('vocabulary', () => {
  it('covers the values of the shared constants', () => {
    expect(Object.keys(enVocabulary.provinces)).toEqual([...PROVINCES]);
    expect(Object.keys(enVocabulary.waitTimes).sort()).toEqual([...new Set([...CLINIC_WAIT_TIMES, ...ADMIN_WAIT_TIMES])].sort());
    expect(Object.keys(enVocabulary.waitTimes).sort()).toEqual(Object.keys(WAIT_RANK).sort());
    expect(Object.keys(enVocabulary.jobTitles)).toEqual([...JOB_TITLES]);
    expect(Object.keys(enVocabulary.practiceTypes)).toEqual([...PRACTICE_TYPES]);
    expect(Object.keys(enVocabulary.roles)).toEqual([...ROLES]);
  });

  it('covers the seeded specialty catalogue', () => {
    expect(Object.keys(enVocabulary.specialties)).toEqual([...SPECIALTY_NAMES]);
    expect(Object.keys(vocabulary.specialties)).toEqual([...SPECIALTY_NAMES]);
  });

  it('labels every value as displayed today in English, and the roles as the catalogues do', () => {
    for (const group of ['provinces', 'waitTimes', 'jobTitles', 'practiceTypes', 'specialties', 'specialtyNotes'] as const) {
      for (const [value, label] of Object.entries(enVocabulary[group])) expect(label).toBe(value);
    }
    expect(enVocabulary.roles).toEqual(enNav.roles);
    expect(vocabulary.roles).toEqual(nav.roles);
    expect(auth.roles).toEqual({ vet: nav.roles.vet, clinic: nav.roles.clinic });
  });
});
