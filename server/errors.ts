import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/** The codes a domain may fail with; the tRPC layer (server/trpc/init.ts) maps them to HTTP statuses. */
export type DomainErrorCode = Extract<
  TRPC_ERROR_CODE_KEY,
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'TIMEOUT'
>;

/**
 * What every service throws for a failure the caller can act on. Transport-free: the tRPC layer
 * maps it once (the code to a status, the field to `data.fieldErrors`), the HTTP endpoints with
 * `statusOfDomainError`. `field` is the dotted path of the input the message is about (`slug`,
 * `product.name`), so that a form can show it beside that field.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

const HTTP_STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** For the plain HTTP endpoints (uploads, import) that answer outside tRPC. */
export function statusOfDomainError(error: DomainError): number {
  return HTTP_STATUS[error.code];
}
