/**
 * The part of i18next the app uses, in about 1 KB instead of 15 KB gzip (issue 22: the landing route's
 * JS budget; docs/decisions/108). Vite resolves `i18next` to this module in the browser bundle, the
 * prerender and the component tests; TypeScript still reads i18next's own types, so every `t()` key
 * stays checked. `runtime.test.ts` renders every string of every catalogue, in both languages, with
 * this and with i18next itself and expects the same text.
 *
 * What it does: namespaces added at run time, `.` paths into them and `ns:key`, fallback to the
 * default language, `{{name}}` interpolation (no escaping: React escapes), `_one`/`_other` plurals
 * by Intl.PluralRules, `defaultValue`, `returnObjects`, and one event, `languageChanged`.
 */
import { pluralRules } from '../lib/intl';

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

const i18next = {
  language: 'en-CA',
  isInitialized: false,

  use(_plugin: unknown) {
    return i18next;
  },

  init(options: { resources?: Record<string, Record<string, Record<string, unknown>>>; lng?: string; fallbackLng?: string; defaultNS?: string }) {
    fallbackLng = options.fallbackLng ?? fallbackLng;
    defaultNS = options.defaultNS ?? defaultNS;
    i18next.language = options.lng ?? fallbackLng;
    for (const [language, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, strings] of Object.entries(bundles)) i18next.addResourceBundle(language, ns, strings, true, true);
    }
    i18next.isInitialized = true;
    return Promise.resolve(i18next.t);
  },

  addResourceBundle(language: string, ns: string, strings: Record<string, unknown>, _deep = true, overwrite = false) {
    const bundles = (store[language] ??= {});
    merge((bundles[ns] ??= {}), strings, overwrite);
    return i18next;
  },

  getResource(language: string, ns: string, key: string): unknown {
    return lookup(language, ns, key);
  },

  hasLoadedNamespace: () => true,

  changeLanguage(language: string) {
    if (language !== i18next.language) {
      i18next.language = language;
      for (const listener of listeners) listener(language);
    }
    return Promise.resolve(i18next.t);
  },

  on(event: 'languageChanged', listener: Listener) {
    if (event === 'languageChanged') listeners.add(listener);
  },

  off(event: 'languageChanged', listener: Listener) {
    if (event === 'languageChanged') listeners.delete(listener);
  },

  /** `t(key, options)`; the namespace comes from `ns:key`, then `options.ns` (first of a list), then the default. */
  t(key: string, options: Options = {}): unknown {
    const namespaces = options.ns === undefined ? [defaultNS] : typeof options.ns === 'string' ? [options.ns] : [...options.ns];
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0 && store[fallbackLng]?.[key.slice(0, colon)]) {
      namespaces.unshift(key.slice(0, colon));
      path = key.slice(colon + 1);
    }
    const values = options.count === undefined ? options : { ...options, count: options.count };
    for (const language of i18next.language === fallbackLng ? [fallbackLng] : [i18next.language, fallbackLng]) {
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
  },
};

export type I18n = typeof i18next;
export default i18next;
