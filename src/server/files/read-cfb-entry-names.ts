// DOC and XLS share one container, OLE2 / Compound File Binary, so the magic bytes alone cannot
// tell them apart (nor from PowerPoint, Outlook .msg or a password-protected DOCX). The stream
// names in its directory can: this walks just enough of the format to list them.

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;

export class CfbInspectionError extends Error {
  constructor(detail: string) {
    super(`compound file: ${detail}`);
    this.name = 'CfbInspectionError';
  }
}

export function isCompoundFile(data: Uint8Array): boolean {
  return data.length >= 8 && CFB_SIGNATURE.every((byte, i) => data[i] === byte);
}

/**
 * Names of the storages and streams in an OLE2 compound file's directory.
 * Refuses (CfbInspectionError) a header or sector chain that is malformed, loops or points
 * outside the file.
 */
export function readCfbEntryNames(data: Uint8Array): string[] {
  if (!isCompoundFile(data) || data.length < 512) throw new CfbInspectionError('bad header');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) throw new CfbInspectionError(`sector shift ${sectorShift}`);
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((data.length - sectorSize) / sectorSize) + (data.length % sectorSize === 0 ? 0 : 1);
  const fatSectorCount = view.getUint32(0x2c, true);
  const firstDirectorySector = view.getUint32(0x30, true);
  let difatSector = view.getUint32(0x44, true);
  const difatSectorCount = view.getUint32(0x48, true);
  if (fatSectorCount > sectorCount || difatSectorCount > sectorCount) throw new CfbInspectionError('sector counts');

  const sectorOffset = (sector: number): number => {
    if (sector > MAX_REGULAR_SECTOR || sector >= sectorCount) throw new CfbInspectionError(`sector ${sector} out of range`);
    return (sector + 1) * sectorSize;
  };

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(view.getUint32(0x4c + i * 4, true));
  }
  const perDifat = sectorSize / 4 - 1;
  for (let n = 0; n < difatSectorCount && fatSectors.length < fatSectorCount; n++) {
    const base = sectorOffset(difatSector);
    for (let i = 0; i < perDifat && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(view.getUint32(base + i * 4, true));
    }
    difatSector = view.getUint32(base + perDifat * 4, true);
  }
  if (fatSectors.length < fatSectorCount) throw new CfbInspectionError('short DIFAT');

  const perFat = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const fatIndex = Math.floor(sector / perFat);
    const fatSector = fatSectors[fatIndex];
    if (fatSector === undefined) throw new CfbInspectionError(`sector ${sector} has no FAT entry`);
    const base = sectorOffset(fatSector);
    const at = base + (sector % perFat) * 4;
    if (at + 4 > data.length) throw new CfbInspectionError('FAT sector truncated');
    return view.getUint32(at, true);
  };

  const names: string[] = [];
  const visited = new Set<number>();
  let sector = firstDirectorySector;
  while (sector !== END_OF_CHAIN) {
    if (sector === FREE_SECTOR || visited.has(sector)) throw new CfbInspectionError('directory chain loops or breaks');
    visited.add(sector);
    const base = sectorOffset(sector);
    for (let entry = 0; entry < sectorSize / DIRECTORY_ENTRY_SIZE; entry++) {
      const p = base + entry * DIRECTORY_ENTRY_SIZE;
      if (p + DIRECTORY_ENTRY_SIZE > data.length) break;
      const type = view.getUint8(p + 0x42);
      if (type !== TYPE_STREAM && type !== TYPE_STORAGE) continue;
      const nameBytes = Math.min(view.getUint16(p + 0x40, true), 64);
      // The stored length counts the UTF-16 terminator.
      const name = new TextDecoder('utf-16le').decode(data.subarray(p, p + Math.max(0, nameBytes - 2)));
      names.push(name);
    }
    sector = nextSector(sector);
  }
  return names;
}
