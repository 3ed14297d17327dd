import { MESSAGES } from '../messages';

/** A call that ended without usable data. `code` is the envelope code or one of the stable client codes. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly code: string;
  /** HTTP status of the response; 0 when no response arrived. */
  readonly status: number;
  constructor(code: string, message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

/**
 * spec §8: `'99999999'`, an empty message, a non-200 status, a failed fetch or an unreadable body. The message is
 * always the network-abnormal text; `code` keeps what the server said (or a client code) for logs.
 */
export class NetworkError extends ApiError {
  override readonly name: string = 'NetworkError';
  constructor(code: string, status: number, options?: { cause?: unknown }) {
    super(code, MESSAGES.networkAbnormal, status, options);
  }
}

/** 401/403: the session is gone or the route is not granted; the client has already started the redirect. */
export class UnauthorizedError extends ApiError {
  override readonly name: string = 'UnauthorizedError';
}

/** 409 `REPLAY`: the server saw this nonce already. Retrying with a new nonce is the caller's decision. */
export class ReplayError extends ApiError {
  override readonly name: string = 'ReplayError';
}

/** A `'0'` envelope whose data does not match the schema: a contract break, shown as a network problem. */
export class ResponseShapeError extends ApiError {
  override readonly name: string = 'ResponseShapeError';
  constructor(status: number, options?: { cause?: unknown }) {
    super('RESPONSE_SHAPE', MESSAGES.networkAbnormal, status, options);
  }
}

/** A request body or parameter failed its contract schema; nothing was sent. `cause` holds the ZodError. */
export class RequestValidationError extends ApiError {
  override readonly name: string = 'RequestValidationError';
  constructor(options?: { cause?: unknown }) {
    super('INVALID_REQUEST', MESSAGES.invalidRequest, 0, options);
  }
}

/** Stable client-side codes (the server's own codes come from `ERROR_CODE` of the contract). */
export const CLIENT_ERROR_CODE = {
  fetchFailed: 'FETCH_FAILED',
  timeout: 'TIMEOUT',
  badBody: 'BAD_BODY',
  httpStatus: 'HTTP_STATUS',
  emptyMessage: 'EMPTY_MESSAGE',
  responseShape: 'RESPONSE_SHAPE',
  invalidRequest: 'INVALID_REQUEST',
} as const;
