/**
 * The one error type of the API client. Every failure of a call — an error answer of the service, a lost
 * network, a timeout, an answer that is not what the contract says, a caller's abort — is an `ApiError`.
 */
import type { ErrorCode, ErrorDetail } from './booking-schemas.js';

/** Codes the client itself produces when there is no usable answer from the service. */
export const CLIENT_ERROR_CODES = [
  'network_error',
  'timeout',
  'invalid_response',
  'aborted',
  'unsupported_resource',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * The service's codes (DESIGN §4), the client's own, or any other string a service may send
 * (kept as it came so nothing is lost).
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export interface ApiErrorInit {
  /** HTTP status of the answer; 0 when there was none. */
  status: number;
  code: ApiErrorCode;
  message: string;
  details?: ErrorDetail[];
  /** Seconds to wait before trying again (429: from `Retry-After` or the next 10-second window). */
  retryAfterSeconds?: number;
  /** The HTTP method and path of the failed call, e.g. `GET /resources/101`. */
  request?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorDetail[];
  readonly retryAfterSeconds: number | undefined;
  readonly request: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.request = init.request;
  }

  /**
   * Whether trying the same call again may succeed: the network failed, the call timed out, the
   * service failed (5xx) or asked to slow down (429). Never for 4xx answers, aborts or invalid bodies.
   */
  get isRetryable(): boolean {
    if (this.status === 0) return this.code === 'network_error' || this.code === 'timeout';
    return this.status === 429 || this.status >= 500;
  }

  /** A plain object for `booking-error` event details and logs. */
  toJSON(): {
    status: number;
    code: string;
    message: string;
    details: ErrorDetail[];
    retryAfterSeconds?: number;
  } {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      details: this.details,
      ...(this.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: this.retryAfterSeconds }),
    };
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'missing_api_key',
  403: 'invalid_api_key',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};
/** The code the service uses for a status (DESIGN §4), for error answers whose body says nothing. */
export const codeForStatus = (status: number): ApiErrorCode =>
  STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'http_error');

/** An `ApiError` for an abort by the caller. */
export const abortedError = (request?: string, cause?: unknown): ApiError =>
  new ApiError({
    status: 0,
    code: 'aborted',
    message: request ? `${request} was aborted` : 'The request was aborted',
    request,
    cause,
  });
