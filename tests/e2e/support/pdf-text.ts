import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;

/** All text of a PDF file, pages joined, for assertions on what a download contains. */
export async function pdfText(path: string): Promise<string> {
  const data = new Uint8Array(await readFile(path));
  const pdf = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** Width and height of each page in points (US letter is 612 x 792). */
export async function pdfPageSizes(path: string): Promise<Array<[number, number]>> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), isEvalSupported: false, standardFontDataUrl }).promise;
  const sizes: Array<[number, number]> = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await pdf.getPage(number)).view;
    sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
  }
  await pdf.destroy();
  return sizes;
}
