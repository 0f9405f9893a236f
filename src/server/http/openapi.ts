import { z } from 'zod';
import { draftInputSchema, draftSchema, invoiceInputSchema, invoiceSchema, invoiceUpdateInputSchema, paymentSchema, lineItemInputSchema, lineItemSchema, linkQuoteSchema, quoteInputSchema, quoteSchema, signedQuotesSchema, statsSchema } from '#shared/documents/schemas.ts';
import { extractedDraftSchema, extractedLineItemSchema } from '#shared/assistant/extracted-draft.ts';
import { settingsSchema } from '#shared/settings/settings.ts';
import { signSubmissionSchema } from '#shared/signing/signing.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { errorAnswerSchema, type RouteSpec } from './route-spec.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  security: Array<Record<string, string[]>>;
}

/** Types that deserve a name in the document; anything else is written inline where it is used. */
const NAMED_ANSWERS: Array<[string, z.ZodType]> = [
  ['Draft', draftSchema],
  ['Quote', quoteSchema],
  ['Invoice', invoiceSchema],
  ['Payment', paymentSchema],
  ['LineItem', lineItemSchema],
  ['LinkQuote', linkQuoteSchema],
  ['SignedQuotes', signedQuotesSchema],
  ['Stats', statsSchema],
  ['Settings', settingsSchema],
  ['ExtractedDraft', extractedDraftSchema],
  ['ExtractedLineItem', extractedLineItemSchema],
  ['Error', errorAnswerSchema],
];
const NAMED_INPUTS: Array<[string, z.ZodType]> = [
  ['DraftInput', draftInputSchema],
  ['QuoteInput', quoteInputSchema],
  ['InvoiceInput', invoiceInputSchema],
  // Also the replacement inside the void request: named, so both uses point to one component.
  ['InvoiceUpdateInput', invoiceUpdateInputSchema],
  ['LineItemInput', lineItemInputSchema],
  ['SettingsInput', settingsSchema],
  ['SignatureInput', signSubmissionSchema],
];

const COMPONENT = '#/components/schemas/';

/**
 * Converts zod schemas through one registry per direction: bodies and query strings as the server
 * accepts them (io: 'input': defaults optional, numbers also as strings), answers as it sends them.
 * Named schemas become components; the rest are inlined into their operation.
 */
class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();
  private counter = 0;
  private converted: Record<string, JsonSchema> | undefined;

  constructor(
    private readonly io: 'input' | 'output',
    named: Array<[string, z.ZodType]>,
  ) {
    for (const [id, schema] of named) {
      this.registry.add(schema, { id });
      this.names.set(schema, id);
    }
  }

  /** A placeholder resolved by resolve() once every schema is known. */
  use(schema: z.ZodType): { $ref: string } {
    let id = this.names.get(schema);
    if (!id) {
      id = `__inline_${this.io}_${(this.counter += 1)}`;
      this.registry.add(schema, { id });
      this.names.set(schema, id);
    }
    return { $ref: COMPONENT + id };
  }

  private all(): Record<string, JsonSchema> {
    if (!this.converted) {
      const { schemas } = z.toJSONSchema(this.registry, { io: this.io, uri: (id) => COMPONENT + id, unrepresentable: 'any' });
      this.converted = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, clean(schema as JsonSchema)]));
    }
    return this.converted;
  }

  resolve(placeholder: { $ref: string }): JsonSchema {
    const id = placeholder.$ref.slice(COMPONENT.length);
    return id.startsWith('__inline_') ? this.all()[id]! : placeholder;
  }

  components(): Record<string, JsonSchema> {
    return Object.fromEntries(Object.entries(this.all()).filter(([id]) => !id.startsWith('__inline_')));
  }
}

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** /api/drafts/:id -> /api/drafts/{id} */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function operationId(route: Pick<RouteSpec, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part))
    .join(' ')
    .split(' ');
  return [route.method.toLowerCase(), ...words].map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** The OpenAPI 3.1 document of the given routes (app.apiRoutes: every /api route's own spec). */
export function buildOpenApiDocument(routes: readonly RouteSpec[], options: { version?: string; serverUrl?: string } = {}): OpenApiDocument {
  const inputs = new SchemaSet('input', NAMED_INPUTS);
  const answers = new SchemaSet('output', NAMED_ANSWERS);
  // Placeholders first, conversion after: every schema must be in its registry before it converts.
  const pending: Array<() => void> = [];
  const paths: OpenApiDocument['paths'] = {};

  for (const route of routes) {
    const operation: Record<string, unknown> = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.public ? { security: [] } : {}),
    };
    const parameters: unknown[] = [];
    const addParameters = (schema: z.ZodObject | undefined, where: 'path' | 'query') => {
      if (!schema) return;
      const ref = inputs.use(schema);
      pending.push(() => {
        const object = inputs.resolve(ref) as { properties?: Record<string, JsonSchema>; required?: string[] };
        for (const [name, property] of Object.entries(object.properties ?? {})) {
          const { description, ...rest } = property;
          parameters.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest });
        }
      });
    };
    addParameters(route.params, 'path');
    addParameters(route.query, 'query');
    if (route.method === 'POST' && route.path !== '/api/session') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Retrying with the same key and body returns the first answer instead of acting twice',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,200}$' },
      });
    }
    operation.parameters = parameters;

    if (route.body) {
      const { contentType, schema, required } = route.body;
      const content: Record<string, unknown> = {};
      if (schema) {
        const ref = inputs.use(schema);
        pending.push(() => {
          content[contentType] = { schema: multipartFiles(inputs.resolve(ref), contentType) };
        });
      } else {
        content[contentType] = { schema: { type: 'string', contentMediaType: contentType } };
      }
      operation.requestBody = { required: required ?? true, content };
    }

    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(route.answers)) {
      const response: Record<string, unknown> = { description: answer.description };
      if (answer.headers) response.headers = Object.fromEntries(Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]));
      if (answer.schema) {
        const ref = answers.use(answer.schema);
        pending.push(() => {
          response.content = { 'application/json': { schema: answers.resolve(ref) } };
        });
      } else if (answer.contentType) {
        response.content = { [answer.contentType]: { schema: answer.contentType === 'application/json' ? { type: 'object' } : { type: 'string' } } };
      }
      responses[status] = response;
    }
    const errorContent = { 'application/json': { schema: { $ref: `${COMPONENT}Error` } } };
    if (route.method !== 'GET' && !responses['403']) responses['403'] = { description: 'refused: sent by a page of another site (Origin)', content: errorContent };
    if (!route.public && !responses['401']) responses['401'] = { description: 'no valid staff session', content: errorContent };
    responses['500'] = { description: 'something went wrong on our side; requestId names it in the log', content: errorContent };
    operation.responses = responses;

    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  for (const finish of pending) finish();

  const inputComponents = inputs.components();
  const answerComponents = answers.components();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Epoxy quotes API',
      version: options.version ?? '0.0.0',
      description:
        'The API of the staff app and of the customer signing page. Every route except the session, health and /api/quotes/sign/* routes needs the staff session cookie (POST /api/session). Money is sent back as decimal strings with two places. Every answer carries an X-Request-Id header; error bodies carry the same requestId.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...inputComponents, ...answerComponents },
      securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'set by POST /api/session' } },
    },
    security: [{ staffSession: [] }],
  };
}

/** Multipart file fields are described as binary, the way OpenAPI 3.1 spells uploads. */
function multipartFiles(schema: JsonSchema, contentType: string): JsonSchema {
  if (contentType !== 'multipart/form-data') return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema> | undefined) };
  for (const name of ['files', 'audio']) {
    const property = properties[name];
    if (!property) continue;
    properties[name] = property.type === 'array' ? { ...property, items: { type: 'string', contentMediaType: 'application/octet-stream' } } : { ...property, type: 'string', contentMediaType: 'application/octet-stream' };
  }
  return { ...schema, properties };
}
