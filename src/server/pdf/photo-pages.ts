import { COLORS, CONTENT_BOTTOM, CONTENT_LEFT, CONTENT_TOP, CONTENT_WIDTH, FONTS, drawText, measureText, type PageFlow } from './document-layout.ts';
import { pdfSafeText } from './pdf-text.ts';

/** A site photo to print: the stored JPEG (upright, no metadata) and its caption. */
export interface PdfPhoto {
  caption: string;
  jpeg: Buffer;
  width: number;
  height: number;
}

const PHOTOS_PER_PAGE = 2;
const TITLE_SPACE = 30;
const CAPTION_STYLE = { size: 9.5, color: COLORS.ink } as const;
const GAP = 14;

/**
 * The quote's "Photos" pages (decision 018): new pages after the quote, two photos a page, each
 * scaled to fit its half of the page (never larger than one point per pixel) and centred, its
 * caption beneath. Nothing is drawn when there are no photos.
 */
export function drawPhotoPages(flow: PageFlow, photos: readonly PdfPhoto[]): void {
  if (photos.length === 0) return;
  const slotHeight = (CONTENT_BOTTOM - CONTENT_TOP - TITLE_SPACE) / PHOTOS_PER_PAGE;
  photos.forEach((photo, index) => {
    if (index % PHOTOS_PER_PAGE === 0) {
      flow.newPage();
      const title = index === 0 ? 'Photos' : 'Photos (continued)';
      drawText(flow.doc, title, CONTENT_LEFT, flow.y, CONTENT_WIDTH, { font: FONTS.bold, size: 14, color: COLORS.accent });
      flow.y += TITLE_SPACE;
    }
    const caption = pdfSafeText(photo.caption).trim();
    const captionHeight = caption ? measureText(flow.doc, caption, CONTENT_WIDTH, CAPTION_STYLE) + 6 : 0;
    const boxHeight = slotHeight - captionHeight - GAP;
    const scale = Math.min(CONTENT_WIDTH / photo.width, boxHeight / photo.height, 1);
    const width = photo.width * scale;
    const height = photo.height * scale;
    const x = CONTENT_LEFT + (CONTENT_WIDTH - width) / 2;
    flow.doc.image(photo.jpeg, x, flow.y, { width, height });
    flow.doc.rect(x, flow.y, width, height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    flow.y += height + 6;
    if (caption) flow.y += drawText(flow.doc, caption, CONTENT_LEFT, flow.y, CONTENT_WIDTH, { ...CAPTION_STYLE, align: 'center' });
    flow.y += GAP;
  });
}
