/**
 * The one error the assistant's providers throw. `message` is safe to show to staff as it is;
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

/** HTTP status our API answers with for each failure. */
const STATUS: Record<AssistantErrorCode, number> = {
  not_configured: 503,
  bad_input: 400,
  provider_auth: 502,
  rate_limited: 429,
  provider_rejected: 502,
  provider_error: 502,
  unreachable: 502,
  timeout: 504,
  malformed_output: 502,
  answer_too_large: 502,
};

export class AssistantError extends Error {
  readonly code: AssistantErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  /** The provider's HTTP status when it answered with an error; the time-out when it did not answer. */
  readonly providerStatus: number | undefined;
  readonly timeoutMs: number | undefined;

  constructor(code: AssistantErrorCode, message: string, options: { detail?: string; cause?: unknown; providerStatus?: number; timeoutMs?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AssistantError';
    this.code = code;
    this.status = STATUS[code];
    this.detail = options.detail;
    this.providerStatus = options.providerStatus;
    this.timeoutMs = options.timeoutMs;
  }
}
