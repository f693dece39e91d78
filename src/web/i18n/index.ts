import { i18n } from './runtime';
import type admin from './en-CA/admin';
import type auth from './en-CA/auth';
import type clinic from './en-CA/clinic';
import common from './en-CA/common';
import type errors from './en-CA/errors';
import type hospitals from './en-CA/hospitals';
import type messages from './en-CA/messages';
import nav from './en-CA/nav';
import type notifications from './en-CA/notifications';
import type pages from './en-CA/pages';
import type profile from './en-CA/profile';
import type referrals from './en-CA/referrals';
import type site from './en-CA/site';
import type siteAbout from './en-CA/site-about';
import type siteContact from './en-CA/site-contact';
import type siteLegal from './en-CA/site-legal';
import type validation from './en-CA/validation';
import type vet from './en-CA/vet';
import type practice from './en-CA/practice';
import type vocabulary from './en-CA/vocabulary';
import type { Translation } from './fr-CA/translation';

/** The languages of the product; en-CA is the default and the fallback of every missing string. */
export const LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-CA';

/** Any spelling of a language tag ('fr', 'FR-ca', 'fr-FR', …) as one of ours; English otherwise. */
export const toLanguage = (tag: string | null | undefined): Language => (/^fr\b/i.test(tag?.trim() ?? '') ? 'fr-CA' : 'en-CA');

/**
 * Every namespace's shape, so keys stay typed. Only common and nav (the layout's strings) ship with
 * the app shell; each other namespace is added by its module in ./namespaces, which every module
 * that reads it imports, so a route downloads only the strings it shows (docs/decisions/050). The
 * French of each is a chunk of its own, fetched only when French is chosen (docs/decisions/070).
 */
export interface Resources {
  common: typeof common;
  nav: typeof nav;
  auth: typeof auth;
  pages: typeof pages;
  site: typeof site & typeof siteAbout & typeof siteContact & typeof siteLegal;
  vet: typeof vet;
  practice: typeof practice;
  hospitals: typeof hospitals;
  messages: typeof messages;
  notifications: typeof notifications;
  profile: typeof profile;
  referrals: typeof referrals;
  clinic: typeof clinic;
  admin: typeof admin;
  validation: typeof validation;
}

/**
 * Bundles that are no typed `t()` namespace: read as plain objects (vocabulary keys may contain ':',
 * error codes are looked up as they come).
 */
export interface Bundles extends Resources {
  vocabulary: typeof vocabulary;
  errors: typeof errors;
}

void i18n.init({ resources: { [DEFAULT_LANGUAGE]: { common, nav } }, lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, defaultNS: 'common' });

type FrenchLoader = () => Promise<{ default: object }>;

/** Each part of a namespace added so far (one per ./namespaces module), with the loader of its French. */
const parts = new Map<FrenchLoader, keyof Bundles>();
/** The French parts being fetched or merged, by loader; a failed fetch is forgotten so it can be retried. */
const frenchLoads = new Map<FrenchLoader, Promise<void>>();
/** The language the app is showing or about to show: French parts added from now on start loading at once. */
let wanted: Language = DEFAULT_LANGUAGE;

function loadFrench(load: FrenchLoader, ns: keyof Bundles): Promise<void> {
  let pending = frenchLoads.get(load);
  if (!pending) {
    pending = load().then(
      (m) => void i18n.addResourceBundle('fr-CA', ns, m.default, true, false),
      (err: unknown) => {
        frenchLoads.delete(load);
        throw err;
      },
    );
    frenchLoads.set(load, pending);
  }
  return pending;
}

/**
 * Merges a catalogue (or one part of one) into its namespace and registers the loader of its French
 * (a dynamic import, so each French catalogue is a chunk of its own). Runs when a ./namespaces module
 * is first evaluated, which is before any component of the chunk that imports it renders; when French
 * is wanted, the French starts loading then (see `languageReady`).
 */
export function addNamespace<N extends keyof Bundles>(
  ns: N,
  strings: Partial<Bundles[N]>,
  french: () => Promise<{ default: { readonly [K in keyof Bundles[N]]?: Translation<Bundles[N][K]> } }>,
) {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, strings, true, false);
  parts.set(french, ns);
  if (wanted === 'fr-CA') loadFrench(french, ns).catch(() => {});
}

addNamespace('common', common, () => import('./fr-CA/common'));
addNamespace('nav', nav, () => import('./fr-CA/nav'));

/**
 * Resolves once every namespace added so far has its strings in the wanted language: at once in
 * English; in French, when the French of every part is here (parts added while waiting included).
 * Rejects when a French chunk cannot be fetched.
 */
export async function languageReady(): Promise<void> {
  if (wanted !== 'fr-CA') return;
  for (;;) {
    const loads = [...parts].map(([load, ns]) => loadFrench(load, ns));
    await Promise.all(loads);
    if (parts.size === loads.length) return;
  }
}

/**
 * Shows the app in `language`: fetches the French of every namespace added so far (when French), then
 * switches the runtime, whose components re-render, and the document's lang. A switch that a later one
 * overtakes while its strings load does not apply.
 */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  await languageReady();
  if (wanted !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language the app shows now. */
export const currentLanguage = (): Language => toLanguage(i18n.language);

/**
 * The lang attribute for text a clinic wrote itself (its description, its referral instructions): the
 * language its listing says it is written in ('en' or 'fr'), so that it is read out and hyphenated in
 * that language whatever the language shown; undefined when the listing does not say.
 */
export const listingLang = (listing: { language?: string | null } | null | undefined): 'en' | 'fr' | undefined =>
  listing?.language === 'fr' || listing?.language === 'en' ? listing.language : undefined;

export type { Key, Namespace, PlainNamespacedKey, TFunction } from './keys';
export { i18n };
export default i18n;
