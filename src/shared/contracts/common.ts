import { z } from 'zod';

/** A positive database id in a path (`/api/hospitals/{id}`): anything else is a 400. */
export const idParam = z.coerce
  .number({ error: 'Must be a positive whole number' })
  .int({ error: 'Must be a positive whole number' })
  .positive({ error: 'Must be a positive whole number' })
  .max(2_147_483_647, { error: 'Must be a positive whole number' });

export const idParams = z.object({ id: idParam });
