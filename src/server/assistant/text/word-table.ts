/**
 * A lookup table keyed by the request's own words. It has no prototype, so a word such as
 * 'constructor' or 'toString' finds nothing rather than an Object method (which made the reader
 * throw on 'The constructor will be there').
 */
export function wordTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}
