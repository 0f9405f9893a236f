import { z } from 'zod';

/**
 * What the voice and chat screens are told about the assistant's set-up (GET /api/assistant), so the
 * voice screen can say plainly who turns speech into text (issue 12 item 7). Model names and
 * host:port only: never a key, a path or credentials in a URL.
 */
export const assistantStatusSchema = z.object({
  /** 'embedded' (the built-in reader) or 'llm:{model}'. */
  extractor: z.string(),
  /** The server's transcription provider; null when the voice screen uses the browser's own speech recognition. */
  transcriber: z.object({ model: z.string(), host: z.string() }).nullable(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;
