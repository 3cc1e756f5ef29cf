/**
 * A value built on its first use and kept. For module-level objects that are costly to build and
 * not needed at once: an `Intl.DateTimeFormat` loads locale and time-zone data, and built at the
 * top of a module it ran inside the first script of every page importing that module.
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
