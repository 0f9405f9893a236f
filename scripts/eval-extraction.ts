/**
 * Scores a quote extractor on the extraction evaluation set, as ../shared/extraction/README.md
 * defines 'fully right'.
 *
 *   npm run eval:extraction                      # embedded extractor: dev.jsonl, dev2.jsonl, eval/extraction/blind-*.jsonl
 *   npm run eval:extraction -- path/to/set.jsonl # one file (or several)
 *   npm run eval:extraction -- --failures        # also print each failing case (never for a blind batch not yet scored)
 *   npm run eval:extraction -- --provider=env    # the extractor AI_* environment variables select
 *   npm run eval:extraction -- --pool            # read through the worker pool (3 s limit) as the server does
 *   npm run eval:extraction -- --drafts=OUT.jsonl # write every case's draft (a held-out case's only as a hash), to compare two trees
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractedDraftSchema, type ExtractedDraft } from '../src/shared/assistant/extracted-draft.ts';
import { computeLine, computeTotals, effectiveDepositPercentage, toBig } from '../src/shared/money/money.ts';
import { createExtractor } from '../src/server/assistant/create-extractor.ts';
import { EmbeddedExtractor } from '../src/server/assistant/embedded-extractor.ts';
import type { QuoteExtractor } from '../src/server/assistant/quote-extractor.ts';

interface ExpectedLine {
  keywords: string[];
  length: number | null;
  width: number | null;
  quantity: number;
  rate: number;
}

interface Case {
  id: string;
  style: string;
  text: string;
  expect: {
    customerName: string | null;
    customerPhone: string | null;
    customerEmail: string | null;
    customerAddress: string | null;
    projectKeywords: string[];
    lineItems: ExpectedLine[];
    discountRate: number;
    depositPercentage: number;
    total: string;
  };
}

const FIELDS = ['customerName', 'customerPhone', 'customerEmail', 'customerAddress', 'projectTitle', 'lineItems', 'discountRate', 'depositPercentage', 'total'] as const;
type Field = (typeof FIELDS)[number];

// ------------------------------------------------------------------ address normalisation

/** Spelled-out and abbreviated forms compare equal: 'Drive' = 'Dr', 'Texas' = 'TX', 'Suite' = 'Ste'. */
const ADDRESS_WORDS: Record<string, string> = {
  street: 'st', str: 'st', avenue: 'ave', av: 'ave', road: 'rd', drive: 'dr', lane: 'ln', boulevard: 'blvd',
  court: 'ct', circle: 'cir', place: 'pl', parkway: 'pkwy', pky: 'pkwy', trail: 'trl', terrace: 'ter',
  highway: 'hwy', square: 'sq', expressway: 'expy', freeway: 'fwy', turnpike: 'tpke', bend: 'bnd', cove: 'cv',
  point: 'pt', crossing: 'xing', hollow: 'holw', ridge: 'rdg', run: 'run', path: 'path', pike: 'pike',
  heights: 'hts', junction: 'jct', mount: 'mt', mountain: 'mtn', fort: 'ft', center: 'ctr', centre: 'ctr',
  suite: 'ste', apartment: 'apt', building: 'bldg', floor: 'fl', unit: 'unit', room: 'rm',
  north: 'n', south: 's', east: 'e', west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
  alabama: 'al', alaska: 'ak', arizona: 'az', arkansas: 'ar', california: 'ca', colorado: 'co', connecticut: 'ct',
  delaware: 'de', florida: 'fl', georgia: 'ga', hawaii: 'hi', idaho: 'id', illinois: 'il', indiana: 'in',
  iowa: 'ia', kansas: 'ks', kentucky: 'ky', louisiana: 'la', maine: 'me', maryland: 'md', massachusetts: 'ma',
  michigan: 'mi', minnesota: 'mn', mississippi: 'ms', missouri: 'mo', montana: 'mt', nebraska: 'ne', nevada: 'nv',
  ohio: 'oh', oklahoma: 'ok', oregon: 'or', pennsylvania: 'pa', tennessee: 'tn', texas: 'tx', utah: 'ut',
  vermont: 'vt', virginia: 'va', washington: 'wa', wisconsin: 'wi', wyoming: 'wy',
};
const TWO_WORD_STATES: Record<string, string> = {
  'new hampshire': 'nh', 'new jersey': 'nj', 'new mexico': 'nm', 'new york': 'ny', 'north carolina': 'nc',
  'north dakota': 'nd', 'south carolina': 'sc', 'south dakota': 'sd', 'west virginia': 'wv', 'rhode island': 'ri',
  'district of columbia': 'dc',
};

export function normalizeAddress(address: string | null | undefined): string {
  if (!address) return '';
  let text = address.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [name, code] of Object.entries(TWO_WORD_STATES)) text = text.replace(new RegExp(`\\b${name}\\b`, 'g'), code);
  return text
    .split(' ')
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .join(' ');
}

// ------------------------------------------------------------------ scoring

const digits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');
const lower = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

function lineMatches(expected: ExpectedLine, got: ExtractedDraft['lineItems'][number]): boolean {
  const quantity = toBig(computeLine(got).quantity);
  const description = got.description.toLowerCase();
  return (
    quantity.minus(toBig(expected.quantity)).abs().lte(0.01) &&
    toBig(got.rate).round(2).eq(toBig(expected.rate).round(2)) &&
    expected.keywords.some((keyword) => description.includes(keyword.toLowerCase()))
  );
}

/** True when the lines pair up one to one (small sets: try every pairing). */
function linesMatch(expected: readonly ExpectedLine[], got: ExtractedDraft['lineItems']): boolean {
  if (expected.length !== got.length) return false;
  const used = new Set<number>();
  const assign = (i: number): boolean => {
    const line = expected[i];
    if (!line) return true;
    for (let j = 0; j < got.length; j += 1) {
      const candidate = got[j];
      if (used.has(j) || !candidate || !lineMatches(line, candidate)) continue;
      used.add(j);
      if (assign(i + 1)) return true;
      used.delete(j);
    }
    return false;
  };
  return assign(0);
}

function totalOf(draft: ExtractedDraft): string {
  return computeTotals({ lineItems: draft.lineItems, discountRate: draft.discountRate, depositPercentage: draft.depositPercentage || 60 }).total;
}

function score(c: Case, draft: ExtractedDraft): Record<Field, boolean> {
  const e = c.expect;
  return {
    customerName: lower(e.customerName) === lower(draft.customerName),
    customerPhone: digits(e.customerPhone) === digits(draft.customerPhone),
    customerEmail: lower(e.customerEmail) === lower(draft.customerEmail),
    customerAddress: normalizeAddress(e.customerAddress) === normalizeAddress(draft.customerAddress),
    projectTitle: e.projectKeywords.some((k) => draft.projectTitle.toLowerCase().includes(k.toLowerCase())),
    lineItems: linesMatch(e.lineItems, draft.lineItems),
    discountRate: toBig(e.discountRate).eq(toBig(draft.discountRate)),
    depositPercentage: effectiveDepositPercentage(e.depositPercentage).eq(effectiveDepositPercentage(draft.depositPercentage)),
    total: totalOf(draft) === e.total,
  };
}

function describe(field: Field, c: Case, draft: ExtractedDraft): string {
  const e = c.expect;
  switch (field) {
    case 'projectTitle':
      return `'${draft.projectTitle}' lacks any of ${JSON.stringify(e.projectKeywords)}`;
    case 'lineItems': {
      const got = draft.lineItems.map((l) => `${l.description} | ${computeLine(l).quantity} @ ${l.rate}`);
      const want = e.lineItems.map((l) => `${l.keywords.join('/')} | ${l.quantity} @ ${l.rate}`);
      return `\n        want ${want.join('\n             ')}\n        got  ${got.join('\n             ') || '(none)'}`;
    }
    case 'total':
      return `want ${e.total}, got ${totalOf(draft)}`;
    default:
      return `want ${JSON.stringify(e[field])}, got ${JSON.stringify(draft[field])}`;
  }
}

const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
};

interface SetScore {
  file: string;
  n: number;
  fullyRight: number;
  correct: Record<Field, number>;
  styles: Map<string, { n: number; fullyRight: number }>;
  failures: string[];
}

/**
 * One line per case for `--drafts`: two trees that write the same file read every request alike. A held-out
 * case's draft is written as a hash only, so comparing two trees never shows what a held-out request says.
 */
function draftLine(file: string, c: Case, draft: ExtractedDraft | null): string {
  const json = JSON.stringify(draft);
  const shown = isHeldOut(basename(file)) ? { sha256: createHash('sha256').update(json).digest('hex') } : draft;
  return JSON.stringify({ id: c.id, draft: shown });
}

async function scoreFile(file: string, extractor: QuoteExtractor, timings: number[], drafts: string[]): Promise<SetScore> {
  const cases = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Case);
  const correct = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const styles = new Map<string, { n: number; fullyRight: number }>();
  const failures: string[] = [];
  let fullyRight = 0;
  for (const c of cases) {
    const style = styles.get(c.style) ?? { n: 0, fullyRight: 0 };
    styles.set(c.style, style);
    style.n += 1;
    const started = performance.now();
    let draft: ExtractedDraft;
    try {
      ({ draft } = await extractor.extract({ text: c.text }));
    } catch (error) {
      timings.push(performance.now() - started);
      drafts.push(draftLine(file, c, null));
      failures.push(`${c.id} (${c.style}): extractor failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    timings.push(performance.now() - started);
    drafts.push(draftLine(file, c, draft));
    const parsed = extractedDraftSchema.safeParse(draft);
    const result = score(c, draft);
    const wrong = FIELDS.filter((f) => !result[f]);
    for (const f of FIELDS) if (result[f]) correct[f] += 1;
    if (!parsed.success) wrong.push('schema' as Field);
    if (wrong.length === 0) {
      fullyRight += 1;
      style.fullyRight += 1;
    } else {
      const lines = wrong.map((f) => (f === ('schema' as Field) ? '    schema: output does not match extractedDraftSchema' : `    ${f}: ${describe(f, c, draft)}`));
      failures.push(`${c.id} (${c.style}):\n${lines.join('\n')}`);
    }
  }
  return { file, n: cases.length, fullyRight, correct, styles, failures };
}

/**
 * The held-out blind batches: they measure 'unseen', so nobody reads their failures. 05-09 come
 * from the writer of 01-04 (tuned on), so they flatter the reader. 34-35 and 36-37 come from the
 * ninth and tenth writers (dev2 read for flavour), never opened. Other batches are scored once at
 * first sight, then used for development. 16-17, 20-21 and 30-31 were held out until 2026-12-06
 * and opened for tuning then (SCORES.md): newer writers' batches took their place; 40-55's held-out
 * batches were opened the same way on 2026-12-07.
 */
const HELD_OUT_GROUPS: ReadonlyArray<readonly [string, RegExp]> = [
  ['05-09', /^blind-0[5-9]\.jsonl$/],
  ['34-35', /^blind-3[45]\.jsonl$/],
  ['36-37', /^blind-3[67]\.jsonl$/],
  // 40-41, 44-45, 48-49, 50-51 and 54-55 (the twelfth, fourteenth, sixteenth, seventeenth and
  // nineteenth writers) were held out until 2026-12-07's sixth session and opened for tuning then
  // (SCORES.md): the pools left held out and the newest writers measure 'unseen'.
  // The twenty-first and twenty-second writers' 58-61, scored at first sight at the end of that
  // session on the reader as it left it (SCORES.md): held out.
  ['58-61', /^blind-(5[89]|6[01])\.jsonl$/],
  // The twenty-third to twenty-fifth writers' 62-67 (2026-12-07, third session), scored at first
  // sight on the reader that session started with: each writer's first batch (62, 64, 66) is
  // tunable from then, the second (63, 65, 67) held out for good.
  ['63-65-67', /^blind-6[357]\.jsonl$/],
  // The twenty-sixth and twenty-seventh writers' 68-71, scored at first sight on the reader of that
  // session's first tuning round (SCORES.md): each writer's first batch (68, 70) is tunable from
  // then, the second (69, 71) held out for good.
  ['69-71', /^blind-(69|71)\.jsonl$/],
  // The twenty-eighth to thirtieth writers' 72-77 (2026-12-07, fourth session), scored at first sight
  // on the reader that session started with: each writer's first batch (72, 74, 76) is tunable from
  // then, the second (73, 75, 77) held out for good.
  ['73-75-77', /^blind-7[357]\.jsonl$/],
  // The thirty-first and thirty-second writers' 78-81, written while that session tuned and scored at
  // first sight on the reader it ended with (SCORES.md): held out for good.
  ['78-81', /^blind-(7[89]|8[01])\.jsonl$/],
  // The thirty-third to thirty-fifth writers' 82-87 (2026-12-07, fifth session), scored at first
  // sight on the reader that session started with: each writer's first batch (82, 84, 86) is
  // tunable from then, the second (83, 85, 87) held out for good.
  ['83-85-87', /^blind-8[357]\.jsonl$/],
  // The thirty-sixth and thirty-seventh writers' 88-91, written while that session tuned and scored
  // at first sight on the reader it started with and the one it ended with (SCORES.md): held out
  // for good.
  ['88-91', /^blind-(8[89]|9[01])\.jsonl$/],
  // The thirty-eighth to forty-first writers' 92-99 (the whole country, as dev2), written outside the
  // repository while the sixth session of 2026-12-07 tuned, and scored at first sight on the reader it
  // started with and again on the one it ended with (SCORES.md): held out for good.
  ['92-99', /^blind-9[2-9]\.jsonl$/],
  // The forty-second to forty-fifth writers' 100-107 (2026-12-07, seventh session; the whole country,
  // written outside the repository), scored at first sight on the reader that session started with:
  // each writer's first batch (100, 102, 104, 106) is tunable from then, the second (101, 103, 105,
  // 107) held out for good.
  ['101-107 odd', /^blind-10[1357]\.jsonl$/],
  // The forty-sixth to forty-eighth writers' 108-113 (same session, asked for dev2's mix of multi-line
  // requests), written outside the repository while it tuned and scored at first sight on the reader
  // it started with and again on the one it ended with (SCORES.md): held out for good.
  ['108-113', /^blind-1(0[89]|1[0-3])\.jsonl$/],
  // Batches not yet written (114 and up): held out until their first-sight score is in SCORES.md.
  ['114+ (not yet scored)', /^blind-(11[4-9]|1[2-9]\d|[2-9]\d\d|\d{4,})\.jsonl$/],
];
const isHeldOut = (name: string): boolean => HELD_OUT_GROUPS.some(([, pattern]) => pattern.test(name));

/** dev.jsonl, dev2.jsonl and every blind batch in eval/extraction, in that order. */
const batchNumber = (name: string): number => Number(/\d+/.exec(name)?.[0]);

function defaultFiles(): string[] {
  const shared = resolve('../shared/extraction');
  const blindDir = resolve('eval/extraction');
  const blind = existsSync(blindDir)
    ? readdirSync(blindDir)
        .filter((name) => /^blind-\d+\.jsonl$/.test(name))
        .sort((a, b) => batchNumber(a) - batchNumber(b))
        .map((name) => resolve(blindDir, name))
    : [];
  return [resolve(shared, 'dev.jsonl'), resolve(shared, 'dev2.jsonl'), ...blind].filter((f) => existsSync(f));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const named = args.filter((a) => !a.startsWith('--')).map((a) => resolve(a));
  const files = named.length > 0 ? named : defaultFiles();
  const provider = args.find((a) => a.startsWith('--provider='))?.split('=')[1] ?? 'embedded';
  // Failures are printed only when asked: a blind batch is scored before anyone reads its failures.
  const showFailures = args.includes('--failures');
  const extractor: QuoteExtractor =
    provider === 'env'
      ? createExtractor({
          baseUrl: process.env.AI_BASE_URL,
          apiKey: process.env.AI_API_KEY,
          model: process.env.AI_MODEL,
          transcribeModel: process.env.AI_TRANSCRIBE_MODEL,
        })
      : // In process by default: the pool stops a reading after 3 s, and on a loaded machine (helpers
        // running evals side by side) that turned slow readings into wrong drafts and moved scores.
        // `--pool` reads through the worker pool as the server does.
        new EmbeddedExtractor({ inProcess: !args.includes('--pool') });

  const timings: number[] = [];
  const drafts: string[] = [];
  const draftsFile = args.find((a) => a.startsWith('--drafts='))?.slice('--drafts='.length);
  const pct = (k: number, n: number): string => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`;
  console.log(`Extractor: ${extractor.name}\n`);
  const pooled = new Map<string, { n: number; fullyRight: number; correct: Record<string, number> }>();
  for (const file of files) {
    const s = await scoreFile(file, extractor, timings, drafts);
    const group = HELD_OUT_GROUPS.find(([, pattern]) => pattern.test(basename(file)))?.[0];
    if (group) {
      const sum = pooled.get(group) ?? { n: 0, fullyRight: 0, correct: {} };
      sum.n += s.n;
      sum.fullyRight += s.fullyRight;
      for (const f of FIELDS) sum.correct[f] = (sum.correct[f] ?? 0) + s.correct[f];
      pooled.set(group, sum);
    }
    console.log(`== ${basename(file)}   cases: ${s.n}   fully right: ${s.fullyRight}/${s.n} (${pct(s.fullyRight, s.n)})`);
    console.log(`  per field: ${FIELDS.map((f) => `${f} ${pct(s.correct[f], s.n)}`).join(', ')}`);
    console.log(`  per style: ${[...s.styles].map(([style, v]) => `${style} ${v.fullyRight}/${v.n} (${pct(v.fullyRight, v.n)})`).join(', ')}`);
    if (showFailures && isHeldOut(basename(file))) console.log('  (held-out batch: failures are never printed)');
    else if (showFailures && s.failures.length > 0) console.log(`\n  Failing cases:\n${s.failures.join('\n')}\n`);
  }
  for (const [group, sum] of pooled) {
    console.log(`\n== held out ${group} pooled   cases: ${sum.n}   fully right: ${sum.fullyRight}/${sum.n} (${pct(sum.fullyRight, sum.n)})`);
    console.log(`  per field: ${FIELDS.map((f) => `${f} ${pct(sum.correct[f] ?? 0, sum.n)}`).join(', ')}`);
  }
  if (draftsFile) writeFileSync(draftsFile, `${drafts.join('\n')}\n`);
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`\nTime per request (${sorted.length} requests): median ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`);
}

await main();
