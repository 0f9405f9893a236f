import type { ZipLimits } from './inspect-zip-archive.ts';

/** The kinds a worker parses; images go to tesseract instead. */
export type ParsableKind = 'pdf' | 'docx' | 'doc' | 'xlsx' | 'xls' | 'csv' | 'txt';

export type ParseProblem = 'damaged' | 'encrypted' | 'empty' | 'unpacks-too-large' | 'too-many-parts' | 'unsafe-archive';

/** Test-only behaviours that stand in for a hostile file: a parser stuck in a loop, or one eating memory. */
export type SimulatedFault = 'hang' | 'exhaust-memory';

export interface ParseJob {
  kind: ParsableKind;
  data: Uint8Array;
  maxTextChars: number;
  zipLimits: ZipLimits;
  simulate?: SimulatedFault | undefined;
}

export type ParseOutcome =
  | { ok: true; text: string; truncated: boolean }
  | { ok: false; problem: ParseProblem; detail: string };

/** Thrown by a parser for a failure it recognises; anything else thrown counts as 'damaged'. */
export class ParseFailure extends Error {
  readonly problem: ParseProblem;
  constructor(problem: ParseProblem, detail: string) {
    super(detail);
    this.name = 'ParseFailure';
    this.problem = problem;
  }
}
