/**
 * The types of `t()`, read from the en-CA catalogues (`Resources`), for our runtime (./runtime.ts) and
 * nothing else: the options a call may pass are exactly what the runtime implements, so anything
 * beyond that fails `tsc` instead of being ignored at run time (issue 58).
 *
 * - A key is a `.` path to a string in the first namespace of the scope, or `ns:path` into any
 *   namespace of the scope. Plural forms (`_one`, `_other`, …) fold into their base key.
 * - The options of a string key are its `{{placeholders}}` (each required, a string or a number),
 *   `count` (required when the key has plural forms) and `defaultValue`. Nothing else.
 * - A key to an object or a list is read with `{ returnObjects: true }` and gives its translation's
 *   shape (strings at the leaves).
 */
import type { Translation } from './fr-CA/translation';
import type { Resources } from './index';

export type Namespace = keyof Resources;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_${PluralForm}` ? B : K;

/** One readable path of a catalogue: its key (with `prefix`), the value there, and whether it is a plural form. */
interface Entry<K extends string = string, V = unknown, P extends boolean = boolean> {
  key: K;
  value: V;
  plural: P;
}

type Entries<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? Entry<`${Prefix}${Base<K>}`, T[K], K extends Base<K> ? false : true>
    : T[K] extends readonly unknown[]
      ? Entry<`${Prefix}${K}`, T[K], false>
      : Entry<`${Prefix}${K}`, T[K], false> | Entries<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The paths of `First` as they are, and those of every namespace in `Listed` as `ns:path`. */
type ScopeEntries<First extends Namespace, Listed extends Namespace> =
  | Entries<Resources[First], ''>
  | (Listed extends Namespace ? Entries<Resources[Listed], `${Listed}:`> : never);

/** A scope's paths by key; a plural key's forms are one union. */
type Scope<First extends Namespace, Listed extends Namespace> = {
  [E in ScopeEntries<First, Listed> as E extends { key: infer K extends string } ? K : never]: E;
};

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Trim<Name> | Placeholders<Rest> : never;

type StringKeys<S> = { [K in keyof S]: S[K] extends Entry<string, string> ? K : never }[keyof S] & string;
type ObjectKeys<S> = { [K in keyof S]: S[K] extends Entry<string, string> ? never : K }[keyof S] & string;

/** What a string key may be given: its placeholders, a count for its plural forms, a default. */
type Options<E extends Entry> = { [Name in Placeholders<E['value']>]: string | number } & (true extends E['plural'] ? { count: number } : { count?: number }) & {
  defaultValue?: string;
};
type OptionsArgs<E extends Entry> = object extends Options<E> ? [options?: Options<E>] : [options: Options<E>];

type Each<Ns> = Ns extends readonly (infer M)[] ? M : Ns;
type First<Ns> = Ns extends readonly [infer F, ...unknown[]] ? F : Ns;

interface Translate<S> {
  <K extends StringKeys<S>>(key: K, ...options: OptionsArgs<S[K] & Entry>): string;
  <K extends ObjectKeys<S>>(key: K, options: { returnObjects: true }): Translation<(S[K] & Entry)['value']>;
}

/**
 * `t` for a list of namespaces (or one): keys of the first as they are, keys of each as `ns:key`.
 * `TFunction<['notifications', 'referrals']>` is what `useTranslation(['notifications', 'referrals'])` gives.
 */
export type TFunction<Ns extends Namespace | readonly Namespace[] = 'common'> = Translate<Scope<First<Ns> & Namespace, Each<Ns> & Namespace>>;

/** Every string key of `Ns`'s scope (see TFunction). */
export type Key<Ns extends Namespace | readonly Namespace[] = 'common'> = StringKeys<Scope<First<Ns> & Namespace, Each<Ns> & Namespace>>;

/** A key with its namespace that needs no options, e.g. 'clinic:quotes.addFailed' (a toast's title). */
export type PlainNamespacedKey = {
  [K in keyof Scope<'common', Namespace>]: K extends `${string}:${string}`
    ? Scope<'common', Namespace>[K] extends Entry<string, string, false>
      ? [Placeholders<Scope<'common', Namespace>[K]['value']>] extends [never]
        ? K
        : never
      : never
    : never;
}[keyof Scope<'common', Namespace>] &
  string;
