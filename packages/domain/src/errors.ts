import type { ErrorCode, ErrorParams, FieldIssue } from './rules/errorCodes.ts'

/**
 * The one error model shared by the API and the web app. `code` is machine-readable and
 * stable, and names the error's message in the error catalogue (`errorMessages/<language>/`);
 * `params` are the values that message puts in. The text is written when the answer is sent,
 * in the reader's language, so an error never carries internals or a sentence of its own.
 */
export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
    readonly details?: Record<string, unknown>,
  ) {
    super(params ? `${code} ${JSON.stringify(params)}` : code)
  }
}

/** A request whose fields break the rules: each issue is answered at its field. */
export class ValidationError extends AppError {
  constructor(readonly fields: readonly FieldIssue[]) {
    super(400, 'VALIDATION_FAILED', undefined, { fields })
  }
}

export class AuthRequiredError extends AppError {
  constructor(code: ErrorCode = 'AUTH_REQUIRED', params?: ErrorParams) {
    super(401, code, params)
  }
}

export class ForbiddenError extends AppError {
  constructor(code: ErrorCode = 'FORBIDDEN', params?: ErrorParams) {
    super(403, code, params)
  }
}

export class NotFoundError extends AppError {
  constructor(code: ErrorCode = 'NOT_FOUND', params?: ErrorParams) {
    super(404, code, params)
  }
}

export class ConflictError extends AppError {
  constructor(code: ErrorCode = 'CONFLICT', params?: ErrorParams) {
    super(409, code, params)
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(code: ErrorCode = 'SERVICE_UNAVAILABLE', params?: ErrorParams) {
    super(503, code, params)
  }
}

/** A request the server understood but cannot act on as sent (400). */
export class BadRequestError extends AppError {
  constructor(code: ErrorCode = 'BAD_REQUEST', params?: ErrorParams) {
    super(400, code, params)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    code: ErrorCode = 'RATE_LIMITED',
    params?: ErrorParams,
    details?: Record<string, unknown>,
  ) {
    super(429, code, params, details)
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(code: ErrorCode = 'PAYLOAD_TOO_LARGE', params?: ErrorParams) {
    super(413, code, params)
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(code: ErrorCode = 'UNSUPPORTED_MEDIA_TYPE', params?: ErrorParams) {
    super(415, code, params)
  }
}

/** Well-formed, but in conflict with what the same key asked before (422). */
export class UnprocessableError extends AppError {
  constructor(code: ErrorCode, params?: ErrorParams) {
    super(422, code, params)
  }
}
