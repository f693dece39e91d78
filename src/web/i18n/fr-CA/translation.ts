/**
 * The shape a translation of an en-CA catalogue must have: the same keys at every level, every string
 * leaf any string, arrays kept as tuples of the same length. Used as
 * `export default { … } satisfies Translation<typeof en>;` so a missing key, an extra key or an array
 * of the wrong length fails `tsc`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
