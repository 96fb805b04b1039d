import { ApiError } from '../../../lib/http-client';

/** The server's message for a refused admin call (it says what to fix), else the generic text. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Something went wrong.';
