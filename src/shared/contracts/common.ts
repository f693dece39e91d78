import { z } from 'zod';

export const ID_MSG = 'Must be a positive whole number';
/** The largest id: a plain int on both databases. */
export const ID_MAX = 2_147_483_647;

/** A JSON number that is an id: whole, from 1 to ID_MAX. */
const idNumber = z
  .number({ error: ID_MSG })
  .int({ error: ID_MSG })
  .min(1, { error: ID_MSG })
  .max(ID_MAX, { error: ID_MSG });

/**
 * Text that is an id: canonical decimal digits only. No sign, leading zero, space, exponent, fraction,
 * hex or word ('+1', '01', ' 1', '1e3', '1.0', '0x10', 'true' are not ids, though Number() reads them).
 */
const idDigits = z
  .string({ error: ID_MSG })
  .regex(/^[1-9][0-9]{0,9}$/, { error: ID_MSG })
  .transform(Number)
  .pipe(idNumber);

/**
 * A positive database id: in a path (`/api/hospitals/{id}`) or query it arrives as text and must be
 * canonical digits; in a JSON body it is a whole number (or such digits, as forms hold them). Anything
 * else is a 400.
 */
export const idParam = z.union([idNumber, idDigits], { error: ID_MSG });

export const idParams = z.object({ id: idParam });
