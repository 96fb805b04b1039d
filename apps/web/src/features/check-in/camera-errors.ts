import { MESSAGES } from '@podium/contracts/messages';

const PHOTO_FALLBACK = 'You can scan a photo of the code instead.';

/**
 * What went wrong when the camera would not start, in words a person can act on (issue 13): no
 * camera, permission refused (and how to allow it), or the camera busy in another app. The spec's
 * text leads where permissions may be the cause.
 */
export function cameraErrorMessage(cause: unknown): string {
  const name = cause instanceof DOMException || cause instanceof Error ? cause.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return `No camera was found on this device. ${PHOTO_FALLBACK}`;
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return `${MESSAGES.checkIn.cameraFailed} Camera access was refused: allow the camera for this site (the camera icon in the address bar, or the browser's site settings), then tap Retry. ${PHOTO_FALLBACK}`;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `The camera is in use by another app. Close that app, then tap Retry. ${PHOTO_FALLBACK}`;
    default:
      return `${MESSAGES.checkIn.cameraFailed} ${PHOTO_FALLBACK}`;
  }
}
