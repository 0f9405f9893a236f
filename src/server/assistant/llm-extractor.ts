import { z } from 'zod';
import { extractedDraftSchema, type ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import { computeLine, DEFAULT_DEPOSIT_PERCENTAGE, toMoneyString } from '#shared/money/money.ts';
import { AssistantError } from './assistant-error.ts';
import { authHeaders, joinUrl, postToProvider } from './provider-http.ts';
import type { ExtractInput, Extraction, QuoteExtractor } from './quote-extractor.ts';
import { sourcesFromQuotes, type ProviderQuote } from './quoted-sources.ts';
import { FEW_SHOT_EXAMPLES } from './llm-examples.ts';
import { wordTable } from './text/word-table.ts';

export interface LlmExtractorConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Whole exchange, body included. */
  timeoutMs?: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;
/** Keeps a request with long attachments inside ordinary context windows (~30k tokens). */
export const MAX_PROMPT_CHARS = 120_000;

const SYSTEM_PROMPT = `You turn a request to an epoxy flooring contractor into the fields of a quote draft.
The request may be typed, dictated (numbers in words, filler words, self-corrections such as "no wait, make that 26": keep the correction), jotted notes or a pasted e-mail, plus text from attached files and pictures.
Rules:
- customerName is the customer, never the contractor's staff or a go-between (realtor, property manager, GC estimator passing a lead on). When a label names a business as the customer ("Customer:", "Client:", "Bill to:", "Prepared for:", "Owner:"), that business as written is the customer even when an attn or contact person is named; a person who writes for a business without such a label is the customer. Phone: 10 digits only. Address: USPS style, e.g. "3109 Briarwood Dr, Garland, TX 75044".
- One line item per priced piece of work, in the order mentioned. Area work (flake, quartz, metallic, solid color epoxy, moisture barrier, grinding/prep) is priced per square foot: quantity = square feet; when the size is given as length by width set useDimensions true with length and width in feet (6 in = 0.5 ft). Several systems on one area are separate lines with the same area. Several rooms are separate lines unless the request gives one combined area or asks for one line.
- Cove base, crack repair, stem walls and striping are per linear foot (quantity = feet). Steps are counted. Mobilization, trip and other flat fees are quantity 1 with the fee as rate.
- A description names the system or material and the room, e.g. "Polyaspartic flake system - Garage".
- Ignore prices, sizes and numbers that are not part of this job: prices paid elsewhere, house numbers, zip codes, dates, "two car garage".
- discountRate and depositPercentage are percents ("10% off" = 10, "half down" = 50). depositPercentage is 60 when none is said.
- projectTitle names the area, and the business or place when the request names one, e.g. "Garage Floor Coating" or "Riverside Lofts - Stair Landings".
- Use null for anything the request does not say. Never invent prices.
- sources: for every value you filled in, one entry with the field's name and the exact words of the request you took it from, copied letter for letter (a few words, not the whole sentence): "customerName", "customerPhone", "customerEmail", "customerAddress", "projectTitle", "discountRate", "depositPercentage", and for each line "lineItems.0.description", "lineItems.0.quantity", "lineItems.0.rate", "lineItems.0.length", "lineItems.0.width" (counting lines from 0). The quote for a price or size must contain that figure as the request writes it. Use quote null when no words of the request say it (a default, or a title you made up).`;

/** Where the model says each value came from; checked against the request by quoted-sources.ts. */
const providerQuoteSchema = z.object({
  field: z.string().describe("The field, e.g. 'customerName' or 'lineItems.0.rate' (lines counted from 0)"),
  quote: z.string().nullable().describe('The exact words of the request the value was taken from, copied letter for letter; null when none'),
});

/** What the model is asked for: the draft plus its sources. */
const providerAnswerSchema = extractedDraftSchema.extend({
  sources: z.array(providerQuoteSchema).describe('For each value filled in, the words of the request it came from'),
});

/** The JSON schema sent to the provider: the zod schema, minus keywords strict modes refuse. */
export function providerJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(providerAnswerSchema) as Record<string, unknown>;
  return strip(schema) as Record<string, unknown>;
}

/**
 * The system prompt with the schema written into it: servers on the office's own machine (Ollama,
 * llama.cpp, vLLM) honour response_format to different degrees, and a model that sees the schema and
 * the examples answers in shape even where it is not enforced.
 */
export function systemPrompt(): string {
  return `${SYSTEM_PROMPT}\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify(providerJsonSchema())}`;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = wordTable({});
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === 'maxLength' || key === 'minLength' || key === 'maxItems') continue;
      out[key] = strip(value);
    }
    return out;
  }
  return node;
}

const chatAnswerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

/** DESIGN.md's LLM extractor: any OpenAI-compatible chat completions API with structured output. */
export class LlmExtractor implements QuoteExtractor {
  readonly name: string;
  private readonly config: LlmExtractorConfig;
  private readonly schema = providerJsonSchema();
  private readonly system = systemPrompt();

  constructor(config: LlmExtractorConfig) {
    this.config = config;
    this.name = `llm:${config.model}`;
  }

  async extract(input: ExtractInput): Promise<Extraction> {
    const images = input.images ?? [];
    if (!input.text.trim() && images.length === 0) throw new AssistantError('bad_input', 'Add a description or attach files to generate a quote.');
    const text = input.text.slice(0, MAX_PROMPT_CHARS);
    const userContent =
      images.length === 0
        ? text
        : [
            { type: 'text', text: text.trim() || 'The request is in the attached pictures.' },
            ...images.map((image) => ({ type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.data.toString('base64')}` } })),
          ];
    const body = {
      model: this.config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: this.system },
        ...FEW_SHOT_EXAMPLES.flatMap((example) => [
          { role: 'user', content: example.request },
          { role: 'assistant', content: JSON.stringify(example.answer) },
        ]),
        { role: 'user', content: userContent },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'quote_draft', strict: true, schema: this.schema } },
    };
    const answer = await postToProvider(
      joinUrl(this.config.baseUrl, 'chat/completions'),
      { headers: { 'content-type': 'application/json', ...authHeaders(this.config.apiKey) }, body: JSON.stringify(body) },
      { timeoutMs: this.config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS },
    );
    const { draft, quotes } = parseAnswer(answer);
    const sources = sourcesFromQuotes(draft, quotes, text, { depositPercentage: DEFAULT_DEPOSIT_PERCENTAGE });
    const warnings = quotes.length === 0 ? ['The AI did not say which words of the request each value came from; check every field.'] : [];
    return { draft, sources, warnings };
  }
}

/** Checks a chat completion against the shared schema and runs its figures through the money code. */
export function parseDraftAnswer(answer: unknown): ExtractedDraft {
  return parseAnswer(answer).draft;
}

/** A sources list that does not fit is dropped (every field is then flagged), never a reason to lose the draft. */
const quotesSchema = z.array(providerQuoteSchema.extend({ field: z.string().max(100), quote: z.string().max(2000).nullable() })).max(2000);

function parseAnswer(answer: unknown): { draft: ExtractedDraft; quotes: ProviderQuote[] } {
  const chat = chatAnswerSchema.safeParse(answer);
  if (!chat.success) throw new AssistantError('malformed_output', 'The AI provider sent an answer without a message', { detail: chat.error.message });
  const message = chat.data.choices[0]?.message;
  if (message?.refusal) throw new AssistantError('malformed_output', 'The AI provider declined to read this request', { detail: message.refusal });
  const content = message?.content ?? '';
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch (error) {
    throw new AssistantError('malformed_output', 'The AI provider sent a draft that is not valid JSON', { cause: error, detail: content.slice(0, 300) });
  }
  const parsed = extractedDraftSchema.safeParse(tidy(json));
  if (!parsed.success) {
    throw new AssistantError('malformed_output', 'The AI provider sent a draft that does not fit the quote form', { detail: parsed.error.message.slice(0, 500) });
  }
  const draft = parsed.data;
  const quotes = quotesSchema.safeParse((json as { sources?: unknown }).sources);
  return { draft: tidyFigures(draft), quotes: quotes.success ? quotes.data : [] };
}

function tidyFigures(draft: ExtractedDraft): ExtractedDraft {
  return {
    ...draft,
    depositPercentage: draft.depositPercentage || DEFAULT_DEPOSIT_PERCENTAGE,
    lineItems: draft.lineItems.map((item) => {
      const useDimensions = item.useDimensions && item.length !== null && item.width !== null;
      const line = computeLine({ ...item, useDimensions });
      return {
        ...item,
        useDimensions,
        length: useDimensions ? item.length : null,
        width: useDimensions ? item.width : null,
        quantity: Number(line.quantity),
        rate: Number(toMoneyString(item.rate)),
      };
    }),
  };
}

/** Forgivable formatting only ('(214) 555-0162', '' for none); anything else is left for zod to refuse. */
function tidy(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const draft = { ...(json as Record<string, unknown>) };
  for (const key of ['customerName', 'customerEmail', 'customerAddress', 'customerPhone', 'notes']) {
    if (typeof draft[key] === 'string' && (draft[key] as string).trim() === '') draft[key] = null;
  }
  if (typeof draft.customerPhone === 'string') {
    const digits = draft.customerPhone.replace(/\D/g, '');
    draft.customerPhone = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  }
  if (typeof draft.customerEmail === 'string') draft.customerEmail = draft.customerEmail.trim().toLowerCase();
  return draft;
}
