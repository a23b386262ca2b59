import type { ErrorCode } from './rules/errorCodes.ts'

/**
 * The one error model shared by the API and the web app. `code` is machine-readable and
 * stable; `message` is for people and never carries internals.
 */
export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(400, 'VALIDATION_FAILED', message, details)
  }
}

export class AuthRequiredError extends AppError {
  constructor(message = 'Not authenticated', code: ErrorCode = 'AUTH_REQUIRED') {
    super(401, code, message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this', code: ErrorCode = 'FORBIDDEN') {
    super(403, code, message)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code: ErrorCode = 'NOT_FOUND') {
    super(404, code, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, code, message)
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code: ErrorCode = 'SERVICE_UNAVAILABLE') {
    super(503, code, message)
  }
}

/** A request the server understood but cannot act on as sent (400). */
export class BadRequestError extends AppError {
  constructor(message: string, code: ErrorCode = 'BAD_REQUEST') {
    super(400, code, message)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    code: ErrorCode = 'RATE_LIMITED',
    details?: Record<string, unknown>,
  ) {
    super(429, code, message, details)
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code: ErrorCode = 'PAYLOAD_TOO_LARGE') {
    super(413, code, message)
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, code: ErrorCode = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, message)
  }
}

/** Well-formed, but in conflict with what the same key asked before (422). */
export class UnprocessableError extends AppError {
  constructor(message: string, code: ErrorCode) {
    super(422, code, message)
  }
}
