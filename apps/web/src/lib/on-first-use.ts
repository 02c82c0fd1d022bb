/**
 * A value made on its first use and kept: for `Intl` formatters, whose first construction in a page costs tens of
 * milliseconds (docs/benchmarks.md, "Page delivery and Lighthouse"), so a module that only might format does not pay
 * for it while it is evaluated.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
