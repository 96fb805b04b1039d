import { errorMessage } from '../../../lib/error-messages';

/** A refused admin call through the one error map (the server's message says what to fix), else the generic text. */
export const errorText = (error: unknown): string => errorMessage(error, { fallback: 'Something went wrong.' });
