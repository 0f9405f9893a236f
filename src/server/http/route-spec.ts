import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { parseInput } from './validate.ts';

/**
 * A route describes itself where it is registered: method, path, whether it is public, the zod
 * schemas of its parameters, query and body, and its answers. From that one description the
 * router registers it, the gate reads `config.public`, the handler gets its input parsed and
 * typed, and the OpenAPI document (/api/openapi.json, /api/docs) is written
 * (docs/decisions/014-routes-describe-themselves.md).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiAnswer {
  description: string;
  /** JSON answers: the zod schema of the body. */
  schema?: z.ZodType;
  /** Non-JSON answers (PDF, CSV, HTML): the media type; the body is described as a file. */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ApiBody<S extends z.ZodType = z.ZodType> {
  contentType: 'application/json' | 'multipart/form-data' | 'application/pdf';
  /** JSON bodies are parsed with it before the handler runs; other kinds are read by the handler. */
  schema?: S;
  required?: boolean;
  /** Names the body in a 400 message ("Invoice is invalid: ..."). */
  label?: string;
  /**
   * The handler parses the body itself, after checking what the path names: a signing token is
   * checked before its (possibly heavy) body is read.
   */
  parsedByHandler?: boolean;
}

export interface RouteSpec {
  method: HttpMethod;
  /** Fastify's spelling: /api/drafts/:id. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Reachable without the staff session (DESIGN.md 'Access'); every other /api route is staff-only. */
  public?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: ApiBody;
  answers: Record<number, ApiAnswer>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own description (see addRoute). */
    spec?: RouteSpec;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: each part parsed by the spec's schema (undefined when it has none). */
export interface RouteInput<S extends RouteSpec> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: S['body'] extends { parsedByHandler: true } ? undefined : S['body'] extends { contentType: 'application/json'; schema: infer B } ? Parsed<B> : undefined;
}

export type RouteHandler<S extends RouteSpec> = (input: RouteInput<S>, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Options Fastify takes beside the handler (a preParsing hook, a body limit); config is the spec's. */
export type RouteOptions = Omit<RouteShorthandOptions, 'config' | 'schema'>;

/** Registers a route from its spec; a part that fails its schema answers 400 naming the field. */
export function addRoute<const S extends RouteSpec>(app: FastifyInstance, spec: S, handler: RouteHandler<S>, options: RouteOptions = {}): void {
  app.route({
    ...options,
    method: spec.method,
    url: spec.path,
    config: { public: spec.public === true, spec },
    handler: async (request, reply) => handler(readInput(spec, request), request, reply),
  });
}

function readInput<S extends RouteSpec>(spec: S, request: FastifyRequest): RouteInput<S> {
  const { body: bodySpec } = spec;
  const body = bodySpec?.contentType === 'application/json' && bodySpec.schema && !bodySpec.parsedByHandler ? parseInput(bodySpec.schema, request.body, bodySpec.label ?? 'Request') : undefined;
  return {
    params: spec.params ? parseInput(spec.params, request.params, 'Address') : undefined,
    query: spec.query ? parseInput(spec.query, request.query, 'Query') : undefined,
    body,
  } as RouteInput<S>;
}

// ---- Pieces every module's specs use ----

export const errorAnswerSchema = z.object({
  message: z.string().describe('fit to show to a person'),
  requestId: z.string().optional().describe('names the request in the server log (also sent as X-Request-Id)'),
  existingId: z.uuid().optional().describe('409 on identical content: the document that already exists'),
});

export const successSchema = z.object({ success: z.literal(true) });
export const timestampSchema = z.iso.datetime();

export const NEXT_CURSOR = { 'X-Next-Cursor': 'present when there are older items: pass it as ?before= for the next page' };

export const json = (description: string, schema: z.ZodType, headers?: Record<string, string>): ApiAnswer => ({ description, schema, headers });
export const jsonBody = <S extends z.ZodType>(schema: S, label?: string) => ({ contentType: 'application/json' as const, schema, required: true, label });
export const err = (description: string): ApiAnswer => ({ description, schema: errorAnswerSchema });
export const pdf = (description: string): ApiAnswer => ({ description, contentType: 'application/pdf', headers: { 'Content-Disposition': 'attachment; filename="{number}-{customer}.pdf"' } });
export const invalid = err('the request is invalid; the message names the field');
export const notFound = (what: string) => err(`no ${what} with this id`);
export const list = (description: string, item: z.ZodType): ApiAnswer => json(description, z.array(item), NEXT_CURSOR);
