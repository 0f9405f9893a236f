import type { Draft, DraftInput } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/drafts: used by autosave (first save) and by 'Generate Quote'. 409 on identical content. */
export function createDraft(payload: DraftInput): Promise<Draft> {
  return api.post<Draft>('/api/drafts', payload);
}
