/**
 * What a database id is, without zod (contracts/common.ts builds `idParam` on it): the web reads a
 * route's :id with `idFromText`, so a page that only shows a record does not load zod (issue 22).
 */
export const ID_MSG = 'Must be a positive whole number';
/** The largest id: a plain int on both databases. */
export const ID_MAX = 2_147_483_647;
/**
 * Text that is an id: canonical decimal digits only. No sign, leading zero, space, exponent, fraction,
 * hex or word ('+1', '01', ' 1', '1e3', '1.0', '0x10', 'true' are not ids, though Number() reads them).
 */
export const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/** The id a text names, by idParam's rule for text; null when it names none. */
export function idFromText(text: string | null | undefined): number | null {
  if (!text || !ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}
