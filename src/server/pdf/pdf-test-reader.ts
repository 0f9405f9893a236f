import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reads a PDF the way a person would check it: the text of each page, its images and metadata (tests only). */

export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
}

export interface ReadPage {
  width: number;
  height: number;
  items: PdfTextItem[];
  /** Items joined with spaces. */
  text: string;
  images: number;
}

export interface ReadPdf {
  pages: ReadPage[];
  title: string | undefined;
  subject: string | undefined;
  /** Document-level scripts and the open action: both must be absent from our PDFs. */
  hasScriptsOrOpenAction: boolean;
  /** Every page's text, joined. */
  text: string;
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const loading = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: ReadPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ text: item.str, x: Number(item.transform[4]), y: Number(item.transform[5]), width: item.width });
      }
      const operators = await page.getOperatorList();
      const images = operators.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
      pages.push({ width, height, items, text: items.map((item) => item.text).join(' '), images });
    }
    const metadata = await pdf.getMetadata();
    const info = metadata.info as { Title?: unknown; Subject?: unknown };
    const [jsActions, openAction] = await Promise.all([pdf.getJSActions(), pdf.getOpenAction()]);
    return {
      pages,
      title: typeof info.Title === 'string' ? info.Title : undefined,
      subject: typeof info.Subject === 'string' ? info.Subject : undefined,
      hasScriptsOrOpenAction: (jsActions !== null && Object.keys(jsActions).length > 0) || Boolean(openAction),
      text: pages.map((page) => page.text).join('\n'),
    };
  } finally {
    await loading.destroy();
  }
}

/** Text compared without whitespace, so a phrase wrapped over two lines still matches. */
export const compact = (text: string): string => text.replace(/\s+/g, '');

export const contains = (haystack: string, needle: string): boolean => compact(haystack).includes(compact(needle));

export const countOf = (haystack: string, needle: string): number => compact(haystack).split(compact(needle)).length - 1;
