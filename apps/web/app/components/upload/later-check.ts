/**
 * A form's check by the contract's own schema, kept off the page's first load (zod stays
 * out of it, decision 0011): its module is asked for when the visitor first moves into the
 * form, and read when the form is sent. A module out of reach (the connection lost)
 * refuses nothing: the form goes to the page's action, which checks it.
 */
export function laterCheck<M>(load: () => Promise<M>) {
  return {
    /** Asks for the module ahead of the send (`usePageForm`'s `preload`): a failure is the send's. */
    preload: () => void load().catch(() => undefined),
    /** What the module's check finds; nothing when the module cannot be had. */
    problems<P extends object>(check: (module: M) => P): Promise<Partial<P>> {
      return load().then(check, () => ({}));
    },
  };
}
