import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import admin from './en-CA/admin';
import auth from './en-CA/auth';
import clinic from './en-CA/clinic';
import common from './en-CA/common';
import hospitals from './en-CA/hospitals';
import nav from './en-CA/nav';
import pages from './en-CA/pages';
import profile from './en-CA/profile';
import site from './en-CA/site';
import vet from './en-CA/vet';

/** en-CA now; fr-CA adds a sibling folder with the same keys. */
export const resources = { 'en-CA': { common, nav, auth, pages, site, vet, hospitals, profile, clinic, admin } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en-CA'];
  }
}

void i18next.use(initReactI18next).init({
  resources,
  lng: 'en-CA',
  fallbackLng: 'en-CA',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18next;
