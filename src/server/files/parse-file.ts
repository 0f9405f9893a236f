import { inspectZipArchive, ZipInspectionError } from './inspect-zip-archive.ts';
import { ParseFailure, type ParseJob, type ParseOutcome } from './parse-worker-protocol.ts';
import { parseDoc } from './parsers/parse-doc.ts';
import { parseDocx } from './parsers/parse-docx.ts';
import { parsePdf } from './parsers/parse-pdf.ts';
import { parseCsv, parseTxt } from './parsers/parse-text.ts';
import { parseXls } from './parsers/parse-xls.ts';
import { parseXlsx } from './parsers/parse-xlsx.ts';
import { verifyZipEntries } from './verify-zip-entries.ts';

/** What the parse worker runs: one file of a known kind to plain text. Never throws. */
export async function parseFile(job: ParseJob): Promise<ParseOutcome> {
  try {
    const text = await parseByKind(job);
    const normalized = text.replaceAll('\u0000', '');
    const truncated = normalized.length > job.maxTextChars;
    return { ok: true, text: truncated ? normalized.slice(0, job.maxTextChars) : normalized, truncated };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, problem: error.problem, detail: error.message };
    if (error instanceof ZipInspectionError) {
      const problem = error.problem === 'too-many-entries' ? 'too-many-parts' : error.problem;
      return { ok: false, problem, detail: error.message };
    }
    return { ok: false, problem: 'damaged', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

async function parseByKind(job: ParseJob): Promise<string> {
  switch (job.kind) {
    case 'pdf':
      return parsePdf(job.data);
    case 'docx':
      verifyZipEntries(job.data, inspectZipArchive(job.data, job.zipLimits));
      return parseDocx(job.data);
    case 'xlsx':
      verifyZipEntries(job.data, inspectZipArchive(job.data, job.zipLimits));
      return parseXlsx(job.data);
    case 'doc':
      return parseDoc(job.data);
    case 'xls':
      return parseXls(job.data);
    case 'csv':
      return parseCsv(job.data);
    case 'txt':
      return parseTxt(job.data);
  }
}
