import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@podium/contracts/messages';
import { DomainError, RateLimitError } from './domain-error';
import { ERROR_STATUS } from './error-status';

/** The one place errors become HTTP answers, in the spec's shape `{ success: false, message, error }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
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
