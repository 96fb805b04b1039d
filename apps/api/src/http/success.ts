/**
 * The success envelope every answer with data has (`successEnvelope` in
 * packages/contracts/src/http/envelope.ts): `{ success: true, message, data }`.
 */
export function success<T>(data: T, message = 'OK'): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

/** The success envelope of an answer without data (`emptySuccessSchema`): `{ success: true, message }`. */
export function successMessage(message: string): { success: true; message: string } {
  return { success: true, message };
}
