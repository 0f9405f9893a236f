import type { ZodError } from 'zod';

/** The one error type services throw; the error handler maps its code to an HTTP status. */
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

const CODE_BY_STATUS = new Map(Object.entries(STATUS_BY_CODE).map(([code, status]) => [status, code as ErrorCode]));

/** For errors of other modules that carry an HTTP status and a message fit for people. */
export function appErrorFromStatus(status: number, message: string): AppError {
  return new AppError(CODE_BY_STATUS.get(status) ?? 'bad_request', message);
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields sent with {message}, e.g. the id of an existing identical draft. */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** "customerName: customerName is required" reads badly; name the field once. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.join('.');
      if (!field) return issue.message;
      return issue.message.startsWith(String(issue.path[0])) ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}
