import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@podium/contracts/messages';
import { DomainError, RateLimitError } from './domain-error';
import { ERROR_STATUS } from './error-status';

/** The one place errors become HTTP answers, in the spec's shape `{ success: false, message, error }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      // A rate limit, or a refusal that knows when capacity frees up (a full stream cap, 503).
      const retryAfterSeconds = error instanceof RateLimitError ? error.retryAfterSeconds : error.details.retryAfterSeconds;
      if (typeof retryAfterSeconds === 'number') reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(ERROR_STATUS[error.code]).send({ success: false, message: error.message, error: error.code, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        (fields[path] ??= []).push(issue.message ?? 'is invalid');
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.';
      return reply.status(400).send({ success: false, message, error: 'VALIDATION_FAILED', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'answer did not match its schema');
      return reply.status(500).send({ success: false, message: 'Something went wrong on our side.', error: 'INTERNAL' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      return reply.status(413).send({ success: false, message: 'The request is too large.', error: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, message: MESSAGES.otp.tooManyAttempts, error: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, ...): its message is safe and actionable.
      return reply.status(status).send({ success: false, message: readableClientError(error), error: 'VALIDATION_FAILED' });
    }
    const dataProblem = readDataException(error);
    if (dataProblem) {
      // Input the schema let through but PostgreSQL cannot hold (an id beyond int4, a NUL byte):
      // the statement failed, so nothing was written; the sender can fix the value.
      request.log.warn({ err: error }, 'request value refused by the database');
      return reply.status(400).send({ success: false, message: dataProblem, error: 'VALIDATION_FAILED' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side.', error: 'INTERNAL' });
  });
}

function readableClientError(error: Error): string {
  if ('code' in error && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the body as JSON (Content-Type: application/json).';
  if ('code' in error && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The JSON body is empty.';
  if (error instanceof SyntaxError || ('code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'))
    return 'The body is not valid JSON.';
  return error.message || 'The request is not valid.';
}

/** PostgreSQL data exceptions (SQLSTATE class 22) caused by a request's values, as a readable message. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request is not in the expected format.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is out of range.',
  '22021': 'The request contains a character that cannot be stored (NUL).',
  '22P05': 'The request contains a character that cannot be stored (NUL).',
  '22001': 'A value in the request is too long.',
};

function readDataException(error: Error): string | undefined {
  // Drizzle wraps the driver's error (pg or PGlite) in `cause`; both carry the SQLSTATE in `code`.
  for (let current: unknown = error, hops = 0; current instanceof Error && hops < 3; current = current.cause, hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATA_EXCEPTIONS) return DATA_EXCEPTIONS[code];
  }
  return undefined;
}
