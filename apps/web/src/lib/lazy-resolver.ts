import type { FieldValues, Resolver } from 'react-hook-form';

/** A form's resolver that is loaded when first needed, and its `preload` to ask for it sooner. */
export type LazyResolver<Values extends FieldValues, Context, Checked> = Resolver<
  Values,
  Context,
  Checked
> & {
  preload: () => void;
};

/**
 * A form's resolver loaded with its first validation instead of with its page: zod and a form's schema are more
 * script than a text page's whole budget (issue 18), and every form here validates on submit. `load` imports the
 * form's `*-resolver.ts` module, which exports its `resolver`. Made once per form, at module level; the form calls
 * `preload` when it is first focused, so the schema is there by the time it is sent. A failed load (a deploy
 * replaced the chunk, the network dropped) is tried again at the next validation.
 */
export function lazyResolver<Values extends FieldValues, Context, Checked>(
  load: () => Promise<{ resolver: Resolver<Values, Context, Checked> }>,
): LazyResolver<Values, Context, Checked> {
  let loading: Promise<Resolver<Values, Context, Checked>> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (module) => module.resolver,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values, Context, Checked> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => undefined);
    },
  });
}
