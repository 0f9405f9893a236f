import { ParseFailure } from '../parse-worker-protocol.ts';

// A quote request is a few pages; a long catalogue is cut here rather than parsed to the end.
const MAX_PAGES = 100;

export async function parsePdf(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // In Node pdf.js runs its "worker" in this same thread (already the isolated one), importing
  // pdf.worker.mjs, which the worker bootstrap has preloaded.
  const task = pdfjs.getDocument({
    data,
    // The CVE-2024-4367 class of bug: never compile code from a font or function in the file.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Without this pdf.js quietly "repairs" a truncated file and returns whatever it could read.
    stopAtErrors: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw new ParseFailure('encrypted', error.message);
    throw error;
  }
  try {
    const pages: string[] = [];
    const pageCount = Math.min(document.numPages, MAX_PAGES);
    for (let n = 1; n <= pageCount; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str !== '' && !text.endsWith(' ')) text += ' ';
      }
      pages.push(text.replace(/[ \t]+\n/g, '\n').trim());
      page.cleanup();
    }
    return pages.filter((page) => page !== '').join('\n\n');
  } finally {
    await document.destroy();
  }
}
