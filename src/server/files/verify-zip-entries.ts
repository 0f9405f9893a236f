import { inflateRawSync } from 'node:zlib';
import { ZipInspectionError, type ZipEntry } from './inspect-zip-archive.ts';

/**
 * Inflates every entry once, each capped at the size the central directory declared, and
 * refuses the archive when one inflates to more (a bomb whose headers lie) or to less (damage).
 * Runs in the parse worker, before the parser, so memory stays bounded by the declared sizes
 * that inspectZipArchive already held under the limit. Output is dropped at once.
 */
export function verifyZipEntries(data: Uint8Array, entries: readonly ZipEntry[]): void {
  for (const entry of entries) {
    const compressed = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) continue;
    let inflated: Buffer;
    try {
      // One spare byte so "more than declared" is told apart from "exactly declared".
      inflated = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize + 1) });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ZipInspectionError('unpacks-too-large', `${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
      }
      throw new ZipInspectionError('damaged', `${entry.name} does not inflate`);
    }
    if (inflated.length !== entry.uncompressedSize) {
      throw new ZipInspectionError(
        inflated.length > entry.uncompressedSize ? 'unpacks-too-large' : 'damaged',
        `${entry.name} inflates to ${inflated.length} bytes, declared ${entry.uncompressedSize}`,
      );
    }
  }
}
