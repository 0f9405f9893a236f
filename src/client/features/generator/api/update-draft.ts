import type { Draft, DraftInput } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';

/** PUT /api/drafts/{id} with the changed fields only. */
export function updateDraft(id: string, changes: DraftInput, options: { keepalive?: boolean } = {}): Promise<Draft> {
  return api.put<Draft>(`/api/drafts/${encodeURIComponent(id)}`, changes, options);
}
