/**
 * A quick, zod-free check of an e-mail address as people type it (the browser keeps zod out of its
 * bundles, decision 010): something@something.something with no spaces. The server checks again
 * with the shared zod schemas.
 */
export const looksLikeEmailAddress = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
