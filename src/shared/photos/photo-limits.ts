/**
 * Site photos on a quote (issue 15 item 5): the limits, in one place for the server (which
 * enforces them) and the generator form (which checks them before uploading). No zod here: the
 * staff bundle imports this file.
 */

/** At most this many bytes in one uploaded photo (15 MB, a phone's largest JPEG or HEIC with room). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** At most this many photos on one quote or draft. */
export const MAX_PHOTOS_PER_QUOTE = 10;
/** A caption is a line under the photo, not a letter. */
export const MAX_PHOTO_CAPTION = 200;
/** Photos with more pixels than this are refused before they are decoded (a 48-megapixel phone photo still passes). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** What is stored: a JPEG whose longest side is at most this many pixels... */
export const PHOTO_LONGEST_SIDE = 1600;
/** ...at this JPEG quality. */
export const PHOTO_JPEG_QUALITY = 80;

/** The file picker's accept list: JPEG, PNG and HEIC/HEIF (iPhones' camera format). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif';

/** '15 MB', '15.0 MB' (just over), '3.2 MB': how sizes are written in messages. */
export function photoMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
