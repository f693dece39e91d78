import { z } from '@shared/zod';
import { ID_DIGITS, ID_MAX, ID_MSG } from '../ids';

export { ID_MAX, ID_MSG } from '../ids';

/** A JSON number that is an id: whole, from 1 to ID_MAX. */
const idNumber = z
  .number({ error: ID_MSG })
  .int({ error: ID_MSG })
  .min(1, { error: ID_MSG })
  .max(ID_MAX, { error: ID_MSG });

/** Text that is an id: canonical decimal digits only (ID_DIGITS). */
const idDigits = z
  .string({ error: ID_MSG })
  .regex(ID_DIGITS, { error: ID_MSG })
  .transform(Number)
  .pipe(idNumber);

/**
 * A positive database id: in a path (`/api/hospitals/{id}`) or query it arrives as text and must be
 * canonical digits; in a JSON body it is a whole number (or such digits, as forms hold them). Anything
 * else is a 400.
 */
export const idParam = z.union([idNumber, idDigits], { error: ID_MSG });

export const idParams = z.object({ id: idParam });

/**
 * `{ ids: [...] }` (at most `max` ids) or `{ all: true }`. When a list was sent, a wrong id in it is
 * refused with the id message, as anywhere else, rather than with the union's `message`.
 */
export const idsOrAll = (message: string, max = 500) =>
  z.union([z.object({ ids: z.array(idParam).min(1).max(max) }), z.object({ all: z.literal(true) })], {
    error: (iss) => {
      const sentIds = iss.code === 'invalid_union' && typeof iss.input === 'object' && iss.input !== null && 'ids' in iss.input;
      return (sentIds ? iss.errors[0]?.[0]?.message : undefined) ?? message;
    },
  });
