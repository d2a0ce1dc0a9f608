/**
 * A stand-in for something a describe block's `beforeAll` makes (a test server, an SMTP
 * server): every member read or written goes to the real one, so the block names it as a
 * `const` from the start instead of keeping a `let` that a callback assigns. Used before
 * `beforeAll` has made it, it throws.
 */
export function standIn<T extends object>(current: () => T | undefined, what: string): T {
  const made = () => {
    const target = current();
    if (!target) throw new Error(`${what} is used before beforeAll has made it`);
    return target;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
    set: (_, key, value) => Reflect.set(made(), key, value),
  });
}
