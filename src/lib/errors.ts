export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status = 400,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, code = 'VALIDATION', details?: unknown) {
    super(code, message, 400, details);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.', code = 'AUTH.UNAUTHENTICATED') {
    super(code, message, 401);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You don't have permission to do that.", code = 'AUTH.FORBIDDEN') {
    super(code, message, 403);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(code, message, 404);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', details?: unknown) {
    super(code, message, 409, details);
  }
}
export class PaymentDeclinedError extends AppError {
  constructor(message: string, code = 'PAYMENT.DECLINED', details?: unknown) {
    super(code, message, 402, details);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, code = 'RATE_LIMITED', retryAfterSeconds?: number) {
    super(code, message, 429, retryAfterSeconds ? { retryAfterSeconds } : undefined);
  }
}

/**
 * Not a failure: the request was taken and finishes in the background (a paid order whose database
 * went away after the card was charged). Answered 202 with `Location` and the body; never an AppError,
 * so callers that sort AppErrors into "declined" or "failed" never mistake it for either.
 */
export class AcceptedForProcessing extends Error {
  constructor(
    readonly location: string,
    readonly body: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(typeof body.message === 'string' ? body.message : 'Accepted for processing', options);
    this.name = 'AcceptedForProcessing';
  }
}
