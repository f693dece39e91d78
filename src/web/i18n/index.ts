import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type admin from './en-CA/admin';
import type auth from './en-CA/auth';
import type clinic from './en-CA/clinic';
import common from './en-CA/common';
import type hospitals from './en-CA/hospitals';
import nav from './en-CA/nav';
import type pages from './en-CA/pages';
import type profile from './en-CA/profile';
import type site from './en-CA/site';
import type siteAbout from './en-CA/site-about';
import type siteContact from './en-CA/site-contact';
import type siteLegal from './en-CA/site-legal';
import type vet from './en-CA/vet';

/** en-CA now; fr-CA adds a sibling folder with the same keys. */
export const LANGUAGE = 'en-CA';

/**
 * Every namespace's shape, so keys stay typed. Only common and nav (the layout's strings) ship with
 * the app shell; each other namespace is added by its module in ./namespaces, which every module
 * that reads it imports, so a route downloads only the strings it shows (docs/decisions/050).
 */
export interface Resources {
  common: typeof common;
  nav: typeof nav;
  auth: typeof auth;
  pages: typeof pages;
  site: typeof site & typeof siteAbout & typeof siteContact & typeof siteLegal;
  vet: typeof vet;
  hospitals: typeof hospitals;
  profile: typeof profile;
  clinic: typeof clinic;
  admin: typeof admin;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

void i18next.use(initReactI18next).init({
  resources: { [LANGUAGE]: { common, nav } },
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Merges a catalogue (or one part of one) into its namespace. Runs when a ./namespaces module is
 * first evaluated, which is before any component of the chunk that imports it renders.
 */
export function addNamespace<N extends keyof Resources>(ns: N, strings: Partial<Resources[N]>) {
  i18next.addResourceBundle(LANGUAGE, ns, strings, true, false);
}

export default i18next;
