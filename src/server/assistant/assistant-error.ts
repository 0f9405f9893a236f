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
  | 'malformed_output';

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
};

export class AssistantError extends Error {
  readonly code: AssistantErrorCode;
  readonly status: number;
  readonly detail: string | undefined;

  constructor(code: AssistantErrorCode, message: string, options: { detail?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AssistantError';
    this.code = code;
    this.status = STATUS[code];
    this.detail = options.detail;
  }
}
