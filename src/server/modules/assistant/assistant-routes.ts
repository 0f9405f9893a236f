import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import { ExtractionTimeoutError } from '#server/assistant/extraction-pool.ts';
import { withLineUnits, type ExtractedDraftWithUnits } from '#server/assistant/lines/line-units.ts';
import type { QuoteExtractor } from '#server/assistant/quote-extractor.ts';
import type { Transcriber } from '#server/assistant/transcriber.ts';
import { extractTextFromFiles, type ExtractedFile, type UploadedFile } from '#server/files/extract-text-from-files.ts';
import { MAX_AUDIO_BYTES, MAX_FILE_BYTES, MAX_FILES } from '#server/files/upload-limits.ts';
import { storableText } from '#server/files/stored-text.ts';
import { LARGEST_UPLOAD_BYTES, MB } from '#server/files/upload-budget.ts';
import { reserveUploadMemory } from '#server/files/upload-budget-hook.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { addRoute, err, invalid, json, jsonBody } from '#server/http/route-spec.ts';
import { extractedDraftSchema, extractedLineItemSchema } from '#shared/assistant/extracted-draft.ts';
import { lineUnitSchema } from '#shared/documents/schemas.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { createDraft } from '../documents/drafts.ts';
import { listPriceBook } from '../price-book/price-book-store.ts';
import { withPriceBookRates } from '#server/assistant/price-book-rates.ts';
import { assistantStatusRoute } from './assistant-status-route.ts';
import { draftExtractionRoute } from './draft-extraction-route.ts';

const MAX_PROMPT = 20_000;
const textRequestSchema = z.object({ text: z.string({ error: 'text is required' }).trim().min(1, 'text is required').max(MAX_PROMPT, `text must be at most ${MAX_PROMPT} characters`) });

const extractionAnswerSchema = z.object({
  success: z.literal(true),
  // What the extractor read, each line with the unit the assistant gave it (server/assistant/lines/line-units.ts).
  data: extractedDraftSchema.extend({ lineItems: z.array(extractedLineItemSchema.extend({ unit: lineUnitSchema })) }),
  draft: z.object({ id: z.uuid() }),
});
const aiProcessSchema = z.object({
  prompt: z.string().max(MAX_PROMPT).optional().describe('what the customer asked for'),
  files: z.array(z.string()).max(MAX_FILES).optional().describe('PDF, DOCX, DOC, XLSX, XLS, CSV, TXT or images; 15 MB each'),
});
const transcribeSchema = z.object({ audio: z.string().describe('the recording (webm, ogg, wav, mp3, m4a), at most 25 MB') });
const extracted = (description: string) => json(description, extractionAnswerSchema);


export interface AssistantDeps {
  extractor: QuoteExtractor;
  transcriber: Transcriber | null;
}

export async function assistantRoutes(app: FastifyInstance, deps: AssistantDeps): Promise<void> {
  await app.register(multipart, { limits: { files: MAX_FILES, fileSize: MAX_FILE_BYTES, fields: 10, fieldSize: MAX_PROMPT * 4, parts: MAX_FILES + 10 } });

  /** The draft the extractor describes, made by the same money code as every other draft. */
  async function draftFrom(extracted: ExtractedDraftWithUnits, extraction: ExtractionRecord) {
    const payload = {
      type: 'quote' as const,
      customerName: extracted.customerName,
      customerEmail: extracted.customerEmail,
      // (512) 555-0134, the one way every paper writes a phone number.
      customerPhone: extracted.customerPhone ? formatPhoneNumber(extracted.customerPhone) : extracted.customerPhone,
      customerAddress: extracted.customerAddress,
      projectTitle: extracted.projectTitle,
      lineItems: extracted.lineItems,
      discountRate: extracted.discountRate,
      depositPercentage: extracted.depositPercentage,
      notes: extracted.notes,
    };
    try {
      return await createDraft(app.db, payload, { extraction });
    } catch (error) {
      // The same request sent twice opens the draft it already made.
      if (error instanceof AppError && error.code === 'conflict' && typeof error.details?.existingId === 'string') {
        return { id: error.details.existingId };
      }
      throw error;
    }
  }

  async function extractAndSave(text: string, files: ExtractedFile[]) {
    const fileText = files.map((file) => `\n\n--- ${file.filename} ---\n${file.text}`).join('');
    const images = files.flatMap((file) => (file.image ? [file.image] : []));
    const requestText = `${text}${fileText}`.trim();
    const { draft: read, sources, warnings } = await deps.extractor.extract({ text: requestText, images }).catch((error: unknown) => {
      // The embedded reader ran past its time limit in its worker (issue 11 item 2a): the text is
      // not a request a person wrote, or far too long; say so instead of waiting on it.
      if (error instanceof ExtractionTimeoutError) {
        throw new AppError('unprocessable', 'This request took too long to read. Shorten it to the customer, the areas and the prices (or attach a smaller file) and try again.');
      }
      throw error;
    });
    // The one place both extractors' lines get their unit (sq ft, lf, each, flat), and then a rate
    // from the price book for a line the request names without a price (its sources say so).
    const priced = withPriceBookRates(withLineUnits(read), sources, warnings, await listPriceBook(app.db, { activeOnly: true }));
    const extracted = priced.draft;
    if (extracted.lineItems.length === 0 && !extracted.customerName) {
      throw new AppError('unprocessable', 'No data generated from AI request');
    }
    const draft = await draftFrom(extracted, { extractor: deps.extractor.name, requestText, sources: priced.sources, warnings: priced.warnings });
    return { success: true, data: extracted, draft: { id: draft.id } };
  }

  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/extract-from-text',
      tag: 'Assistant',
      summary: 'A quote draft from a typed request',
      body: jsonBody(textRequestSchema),
      answers: { 200: extracted('the extracted fields and the draft made from them'), 400: invalid, 422: err('nothing to quote was found'), 502: err('the AI provider failed'), 504: err('the AI provider timed out') },
    },
    async ({ body }) => extractAndSave(body.text, []),
  );

  const aiProcess = {
    method: 'POST',
    path: '/api/ai-process',
    tag: 'Assistant',
    summary: 'A quote draft from a request and attached files',
    body: { contentType: 'multipart/form-data', schema: aiProcessSchema, required: true },
    answers: { 200: extracted('the extracted fields and the draft made from them'), 400: invalid, 413: err('a file is larger than 15 MB'), 415: err('not multipart, or a file type we cannot read'), 422: err('nothing to quote was found') },
  } as const;
  addRoute(app, aiProcess, async (_input, request) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the prompt and files as multipart/form-data.');
    const upload = await reserveUploadMemory(request, LARGEST_UPLOAD_BYTES);
    try {
      const { prompt, files } = await readPromptAndFiles(request);
      if (!prompt.trim() && files.length === 0) throw new AppError('bad_request', 'Add a description or attach files to generate a quote.');
      const extractedFiles = await extractTextFromFiles(files, { signal: abortOnClose(request) });
      return await extractAndSave(prompt, extractedFiles);
    } finally {
      upload.release();
    }
  });

  const transcribe = {
    method: 'POST',
    path: '/api/transcribe',
    tag: 'Assistant',
    summary: 'Speech to text (when a transcription model is configured)',
    body: { contentType: 'multipart/form-data', schema: transcribeSchema, required: true },
    answers: { 200: json('the text', z.object({ text: z.string() })), 400: invalid, 413: err('larger than 25 MB'), 502: err('the transcription server failed, or sent more than 2 MB or 20,000 characters'), 503: err('no transcription model is configured'), 504: err('the transcription server timed out') },
  } as const;
  addRoute(app, transcribe, async (_input, request) => {
    if (!deps.transcriber) {
      throw new AppError('service_unavailable', 'Voice transcription is not set up on this server. Type your request instead, or use your browser’s speech recognition.');
    }
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the recording as multipart/form-data with a field named audio.');
    const upload = await reserveUploadMemory(request, MAX_AUDIO_BYTES + MB);
    try {
      const part = await request.file({ limits: { fileSize: MAX_AUDIO_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'audio') throw new AppError('bad_request', 'audio is required');
      const data = await part.toBuffer();
      if (data.length === 0) throw new AppError('bad_request', 'No audio recording available to transcribe.');
      const text = await deps.transcriber.transcribe({ audio: data, mimeType: part.mimetype || 'audio/wav' });
      return { text };
    } finally {
      upload.release();
    }
  });

  assistantStatusRoute(app, deps);
  draftExtractionRoute(app);
}

async function readPromptAndFiles(request: FastifyRequest): Promise<{ prompt: string; files: UploadedFile[] }> {
  let prompt = '';
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // toBuffer() throws RequestFileTooLargeError (413) past the limit, before anything is parsed.
      files.push({ filename: part.filename || 'file', data: await part.toBuffer(), declaredType: part.mimetype });
    } else if (part.fieldname === 'prompt') {
      // Cut first, then repaired: the cut may split an emoji, and the prompt is stored with the draft.
      prompt = storableText(String(part.value ?? '').slice(0, MAX_PROMPT));
    }
  }
  return { prompt, files };
}

function abortOnClose(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return controller.signal;
}
