import type { PhotoKind } from './photo-kind.ts';

/** Test-only stand-ins for a hostile photo: a decoder stuck in a loop. */
export type SimulatedPhotoFault = 'hang';

export interface PhotoJob {
  kind: PhotoKind;
  data: Uint8Array;
  /** Refused before decoding when the header states more pixels than this. */
  maxPixels: number;
  /** The stored JPEG's longest side, in pixels. */
  longestSide: number;
  jpegQuality: number;
  simulate?: SimulatedPhotoFault | undefined;
}

export type PhotoProblem = 'damaged' | 'too-many-pixels';

export type PhotoOutcome = { ok: true; jpeg: Uint8Array; width: number; height: number } | { ok: false; problem: PhotoProblem; detail: string };

/** The worker posts data from hostile input: its answer is checked like any other input. */
export function isPhotoOutcome(value: unknown): value is PhotoOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.ok === true) return v.jpeg instanceof Uint8Array && Number.isInteger(v.width) && Number.isInteger(v.height) && (v.width as number) > 0 && (v.height as number) > 0;
  return v.ok === false && (v.problem === 'damaged' || v.problem === 'too-many-pixels') && typeof v.detail === 'string';
}
