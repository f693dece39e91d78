import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads the real one (a zod resolver over a shared schema) when the form
 * first validates, on its first submit, not when it renders. Building a page's schemas was most of
 * zod's 20-25 ms in the task that first shows the form (1×; a phone's 4× in Lighthouse;
 * docs/decisions/134). `load` imports a module of the feature's that builds the resolver, so that the
 * import's chunk is its own and the landing route's chunks stay as they are. The browser keeps the
 * module once loaded; a failed load is tried again at the next submit (a stale deploy reloads the
 * page: lib/stale-chunk.ts).
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    ready ??= load();
    try {
      return await (await ready)(values, context, options);
    } catch (err) {
      ready = null;
      throw err;
    }
  };
}
