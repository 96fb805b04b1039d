import type { z } from 'zod';
import { ApiError } from '../../../lib/http-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field of a failed parse of the shared schema (`hostnames.1` counts as `hostnames`). */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return errors;
}

/** The fields a refused call named (`{ fields: { slug: ['…'] } }`: a 400 or a 409 for a taken slug or host). */
export function serverFieldErrorsOf<Field extends string>(error: unknown): FieldErrors<Field> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const fields = (error.body as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: FieldErrors<Field> = {};
  for (const [path, messages] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((message): message is string => typeof message === 'string') : undefined;
    if (first) errors[path.split('.')[0] as Field] ??= first;
  }
  return errors;
}

/** Host names or email domains typed one per line or separated by commas or spaces. */
export const splitList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
