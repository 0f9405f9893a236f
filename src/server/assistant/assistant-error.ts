import { AppError, type ErrorCode } from '#shared/errors/app-error.ts';

/**
 * The one error the assistant's providers throw: an AppError, so the error handler answers its
 * status and message with no wrapper in the route. `message` is safe to show to staff as it is;
 * `detail` (provider status and body excerpt) is for logs only.
 */
export type AssistantErrorCode =
  | 'not_configured'
  | 'bad_input'
  | 'provider_auth'
  | 'rate_limited'
  | 'provider_rejected'
  | 'provider_error'
  | 'unreachable'
  | 'timeout'
  | 'malformed_output'
  | 'answer_too_large';

/** The kind of failure each is for our API (the kind decides the HTTP status). */
const KIND: Record<AssistantErrorCode, ErrorCode> = {
  not_configured: 'service_unavailable',
  bad_input: 'bad_request',
  provider_auth: 'bad_gateway',
  rate_limited: 'rate_limited',
  provider_rejected: 'bad_gateway',
  provider_error: 'bad_gateway',
  unreachable: 'bad_gateway',
  timeout: 'gateway_timeout',
  malformed_output: 'bad_gateway',
  answer_too_large: 'bad_gateway',
};

export class AssistantError extends AppError<AssistantErrorCode> {
  /** For logs only (unlike AppError's details, which are sent). */
  readonly detail: string | undefined;
  /** The provider's HTTP status when it answered with an error; the time-out when it did not answer. */
  readonly providerStatus: number | undefined;
  readonly timeoutMs: number | undefined;

  constructor(code: AssistantErrorCode, message: string, options: { detail?: string; cause?: unknown; providerStatus?: number; timeoutMs?: number } = {}) {
    super(code, message, { kind: KIND[code], cause: options.cause });
    this.name = 'AssistantError';
    this.detail = options.detail;
    this.providerStatus = options.providerStatus;
    this.timeoutMs = options.timeoutMs;
  }
}
