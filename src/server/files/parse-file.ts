import { inspectZipArchive, ZipInspectionError } from './inspect-zip-archive.ts';
import { ParseFailure, type ParseJob, type ParseOutcome } from './parse-worker-protocol.ts';
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

// Each worker parses one kind, so it loads only that parser and its library.
async function parseByKind(job: ParseJob): Promise<string> {
  switch (job.kind) {
    case 'pdf':
      return (await import('./parsers/parse-pdf.ts')).parsePdf(job.data);
    case 'docx':
      verifyZipEntries(job.data, inspectZipArchive(job.data, job.zipLimits));
      return (await import('./parsers/parse-docx.ts')).parseDocx(job.data);
    case 'xlsx':
      verifyZipEntries(job.data, inspectZipArchive(job.data, job.zipLimits));
      return (await import('./parsers/parse-xlsx.ts')).parseXlsx(job.data);
    case 'doc':
      return (await import('./parsers/parse-doc.ts')).parseDoc(job.data);
    case 'xls':
      return (await import('./parsers/parse-xls.ts')).parseXls(job.data);
    case 'csv':
      return (await import('./parsers/parse-text.ts')).parseCsv(job.data);
    case 'txt':
      return (await import('./parsers/parse-text.ts')).parseTxt(job.data);
  }
}
