/**
 * The one error type of the server. Every error that should reach a person is an AppError (or a
 * subclass such as AssistantError or FileRejectedError): it carries a code, the HTTP status the
 * error handler answers with, a message fit for people, and optional details sent with it.
 *
 * It lives in src/shared (pure: no node:, no database) so that modules/*, http/, files/ and
 * assistant/ all import it from one place without modules/* importing http/.
 */

/** The general kinds of failure; each decides one HTTP status. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'not_implemented'
  | 'service_unavailable'
  | 'bad_gateway'
  | 'gateway_timeout';

/** The one status map: subclasses name a kind for each of their own codes, never a status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  not_implemented: 501,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
};

export interface AppErrorOptions {
  /** Extra fields sent with {message}, e.g. the id of an existing identical draft. */
  details?: Record<string, unknown>;
  /** Internal detail for logs; never sent. */
  cause?: unknown;
  /** The general kind, which decides the status; required when the code is not itself an ErrorCode. */
  kind?: ErrorCode;
}

/** A code of its own (e.g. an assistant failure) must say which kind of failure it is. */
type OptionsFor<Code extends string> = Code extends ErrorCode ? [options?: AppErrorOptions] : [options: AppErrorOptions & { kind: ErrorCode }];

export class AppError<Code extends string = ErrorCode> extends Error {
  readonly code: Code;
  readonly kind: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: Code, message: string, ...[options]: OptionsFor<Code>) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    // OptionsFor makes kind required unless the code is an ErrorCode, so one of the two is a kind.
    this.kind = options?.kind ?? (code as string as ErrorCode);
    this.status = STATUS_BY_CODE[this.kind];
    this.details = options?.details;
  }
}

export function isAppError(error: unknown): error is AppError<string> {
  return error instanceof AppError;
}
