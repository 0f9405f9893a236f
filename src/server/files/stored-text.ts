// With the u flag a surrogate pair is one code point, so this matches only a surrogate standing alone.
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * Text read from a file, made fit for PostgreSQL: a lone UTF-16 surrogate (half an emoji where the
 * text was cut at its limit, or a broken character reference in a document) becomes U+FFFD and
 * NUL is dropped. jsonb refuses both, and the text the assistant read is stored with the draft.
 * A person typed neither, so they are repaired here rather than refused.
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}
