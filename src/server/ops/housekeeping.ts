import type { Db } from '#server/db/client.ts';
import { dropSentAttachments } from '#server/mail/mail-outbox.ts';
import { purgeExpiredSessions } from '#server/modules/auth/sessions.ts';
import { deleteUnusedPhotos } from '#server/modules/photos/quote-photos.ts';
import { startWorker, type OutboxWorker } from '#server/outbox/durable-outbox.ts';

/** What one housekeeping round removed. */
export interface HousekeepingResult {
  sessions: number;
  photos: number;
  /** Delivered mails whose PDF was dropped. */
  attachments: number;
}

/** Removes what nobody can use any more: expired staff sessions, photos no document lists, PDFs of mails long delivered. */
export async function runHousekeeping(db: Db, now = new Date()): Promise<HousekeepingResult> {
  return { sessions: await purgeExpiredSessions(db, now), photos: await deleteUnusedPhotos(db, now), attachments: await dropSentAttachments(db, now) };
}

/** Runs housekeeping every interval (default an hour): none of it is urgent. */
export function startHousekeeping(db: Db, intervalMs: number, onError?: (error: unknown) => void): OutboxWorker {
  return startWorker(() => runHousekeeping(db), intervalMs, onError);
}
