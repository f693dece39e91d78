import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver that loads itself; `preload` starts that load early (see below). */
export type LazyResolver<Input extends FieldValues, Output = Input> = Resolver<Input, unknown, Output> & {
  preload: () => void;
};

/**
 * A react-hook-form resolver that loads the real one (a zod resolver over a shared schema) when the form
 * first validates, not when it renders. Building a page's schemas was most of zod's 20-25 ms in the task
 * that first shows the form (1×; a phone's 4× in Lighthouse; docs/decisions/134). `load` imports a module
 * of the feature's that builds the resolver, so that the import's chunk is its own and the landing route's
 * chunks stay as they are.
 *
 * `preload` starts the load before the first submit: forms call it when they first get focus, so that the
 * chunk is there by the time the user has typed (decision 135). The browser keeps the module once loaded;
 * a failed load, preloaded or not, is tried again at the next submit (a stale deploy reloads the page:
 * lib/stale-chunk.ts).
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  const start = () =>
    (ready ??= load().catch((err: unknown) => {
      ready = null;
      throw err;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await start())(values, context, options);
  return Object.assign(resolver, {
    // A failed preload says nothing: the submit that needs the resolver loads it again and reports.
    preload: () => void start().catch(() => undefined),
  });
}
