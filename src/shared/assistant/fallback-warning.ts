/**
 * The words of the warning a draft carries when the AI provider failed and the built-in reader
 * made it instead (server: create-extractor.ts), by which the editor names the reader truthfully.
 * No zod here: the editor imports it (decision 010).
 */
export const FALLBACK_WARNING_MARK = 'the built-in reader made this draft';
