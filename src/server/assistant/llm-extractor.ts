import { z } from 'zod';
import { extractedDraftSchema, type ExtractedDraft } from '../../shared/assistant/extracted-draft.ts';
import { computeLine, DEFAULT_DEPOSIT_PERCENTAGE, toMoneyString } from '../../shared/money/money.ts';
import { AssistantError } from './assistant-error.ts';
import { authHeaders, joinUrl, postToProvider } from './provider-http.ts';
import type { ExtractInput, Extraction, QuoteExtractor } from './quote-extractor.ts';

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
- customerName is the customer, never the contractor's staff. Phone: 10 digits only. Address: USPS style, e.g. "3109 Briarwood Dr, Garland, TX 75044".
- One line item per priced piece of work, in the order mentioned. Area work (flake, quartz, metallic, solid color epoxy, moisture barrier, grinding/prep) is priced per square foot: quantity = square feet; when the size is given as length by width set useDimensions true with length and width in feet (6 in = 0.5 ft). Several systems on one area are separate lines with the same area. Several rooms are separate lines unless the request gives one combined area or asks for one line.
- Cove base, crack repair, stem walls and striping are per linear foot (quantity = feet). Steps are counted. Mobilization, trip and other flat fees are quantity 1 with the fee as rate.
- A description names the system or material and the room, e.g. "Polyaspartic flake system - Garage".
- Ignore prices, sizes and numbers that are not part of this job: prices paid elsewhere, house numbers, zip codes, dates, "two car garage".
- discountRate and depositPercentage are percents ("10% off" = 10, "half down" = 50). depositPercentage is 60 when none is said.
- projectTitle names the area, e.g. "Garage Floor Coating".
- Use null for anything the request does not say. Never invent prices.`;

/** The JSON schema sent to the provider: the zod schema, minus keywords strict modes refuse. */
export function providerJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(extractedDraftSchema) as Record<string, unknown>;
  return strip(schema) as Record<string, unknown>;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
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
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userContent },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'quote_draft', strict: true, schema: this.schema } },
    };
    const answer = await postToProvider(
      joinUrl(this.config.baseUrl, 'chat/completions'),
      { headers: { 'content-type': 'application/json', ...authHeaders(this.config.apiKey) }, body: JSON.stringify(body) },
      this.config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    );
    return { draft: parseDraftAnswer(answer), sources: [], warnings: [] };
  }
}

/** Checks a chat completion against the shared schema and runs its figures through the money code. */
export function parseDraftAnswer(answer: unknown): ExtractedDraft {
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
