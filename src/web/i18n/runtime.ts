/**
 * Our i18n runtime: the part of i18next the app uses, in about 1 KB instead of 15 KB gzip (issue 22:
 * the landing route's JS budget; docs/decisions/108). The app imports it under its own name,
 * `@web/i18n` (and `@web/i18n/react` for the hook), and TypeScript reads its own types (./keys.ts):
 * every `t()` key is checked, and so is every option, against what this module implements (issue 58,
 * docs/decisions/151). `runtime.test.ts` renders every string of every catalogue, in both languages,
 * with this and with i18next itself and expects the same text.
 *
 * What it does: namespaces added at run time, `.` paths into them and `ns:key`, fallback to the
 * default language, `{{name}}` interpolation (no escaping: React escapes), `_one`/`_other` plurals
 * by Intl.PluralRules, `defaultValue`, `returnObjects`, and one event, `languageChanged`.
 */
import { pluralRules } from '../lib/intl';
import type { Namespace, TFunction } from './keys';

type Node = string | readonly unknown[] | { [key: string]: unknown };
type Options = Record<string, unknown> & { ns?: string | readonly string[]; count?: number; defaultValue?: string; returnObjects?: boolean };
type Listener = (language: string) => void;

const store: Record<string, Record<string, Record<string, unknown>>> = {};
const listeners = new Set<Listener>();
let fallbackLng = 'en-CA';
let defaultNS = 'translation';

function merge(target: Record<string, unknown>, source: Record<string, unknown>, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)) {
      merge(current as Record<string, unknown>, value as Record<string, unknown>, overwrite);
    } else if (overwrite || current === undefined) {
      target[key] = value;
    }
  }
}

function lookup(language: string, ns: string, key: string): Node | undefined {
  let node: unknown = store[language]?.[ns];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as Node | undefined;
}

const interpolate = (text: string, values: Options) =>
  text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

function render(node: Node, values: Options): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => render(item as Node, values));
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, render(v as Node, values)]));
}

/**
 * `t(key, options)` with any key: the namespace comes from `ns:key`, then `options.ns` (first of a
 * list), then the default. The app calls it through the typed `t` of `i18n` or `useTranslation`.
 */
export function translate(key: string, options: Options = {}): unknown {
  const namespaces = options.ns === undefined ? [defaultNS] : typeof options.ns === 'string' ? [options.ns] : [...options.ns];
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0 && store[fallbackLng]?.[key.slice(0, colon)]) {
    namespaces.unshift(key.slice(0, colon));
    path = key.slice(colon + 1);
  }
  const values = options.count === undefined ? options : { ...options, count: options.count };
  for (const language of i18n.language === fallbackLng ? [fallbackLng] : [i18n.language, fallbackLng]) {
    for (const ns of namespaces) {
      const found =
        (options.count !== undefined ? lookup(language, ns, `${path}_${pluralRules(language).select(options.count)}`) : undefined) ??
        lookup(language, ns, path);
      if (found === undefined) continue;
      if (typeof found !== 'string' && !options.returnObjects) continue;
      return render(found, values);
    }
  }
  return options.defaultValue === undefined ? path : interpolate(options.defaultValue, values);
}

export const i18n = {
  language: 'en-CA',

  init(options: { resources?: Record<string, Record<string, Record<string, unknown>>>; lng?: string; fallbackLng?: string; defaultNS?: string }) {
    fallbackLng = options.fallbackLng ?? fallbackLng;
    defaultNS = options.defaultNS ?? defaultNS;
    i18n.language = options.lng ?? fallbackLng;
    for (const [language, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, strings] of Object.entries(bundles)) i18n.addResourceBundle(language, ns, strings, true, true);
    }
    return Promise.resolve();
  },

  addResourceBundle(language: string, ns: string, strings: object, _deep = true, overwrite = false) {
    const bundles = (store[language] ??= {});
    merge((bundles[ns] ??= {}), strings as Record<string, unknown>, overwrite);
    return i18n;
  },

  getResource(language: string, ns: string, key: string): unknown {
    return lookup(language, ns, key);
  },

  changeLanguage(language: string) {
    if (language !== i18n.language) {
      i18n.language = language;
      for (const listener of listeners) listener(language);
    }
    return Promise.resolve();
  },

  on(event: 'languageChanged', listener: Listener) {
    if (event === 'languageChanged') listeners.add(listener);
  },

  off(event: 'languageChanged', listener: Listener) {
    if (event === 'languageChanged') listeners.delete(listener);
  },

  /** `t` of the default namespace, and of any namespace by `ns:key`. */
  t: translate as unknown as TFunction<['common', ...Namespace[]]>,
};

export type I18n = typeof i18n;
