import type { AnswerSchema, LazyAnswerSchema } from './http-client';

/**
 * A contract schema a call loads when it first runs (`lazySchema(() => import(...))`), then shares
 * with every later call. Its own module, not the HTTP client's: /Login's first load has no room for
 * it (issue 34).
 */
export function lazySchema<T>(load: () => Promise<AnswerSchema<T>>): LazyAnswerSchema<T> {
  let loading: Promise<AnswerSchema<T>> | undefined;
  return () => {
    // A failed download (offline, a deploy that replaced the chunk) may succeed on the next call.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
