/** The photo formats staff may upload, told by their first bytes (never by name or declared type). */
export type PhotoKind = 'jpeg' | 'png' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// HEIF brands of HEVC-coded stills and sequences (iPhones write 'heic'; 'mif1' is the generic HEIF brand).
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The kind of photo these bytes are, or null for anything else (AVIF, WEBP, GIF, PDF, text...). */
export function detectPhotoKind(data: Uint8Array): PhotoKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && PNG_SIGNATURE.every((byte, index) => data[index] === byte)) return 'png';
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(data, 8, 12))) return 'heic';
  return null;
}

function ascii(data: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...data.subarray(start, end));
}
