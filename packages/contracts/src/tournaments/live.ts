/** The SSE event name of GET /api/public/events/{eventId}/stream: the event's public data may have changed. */
export const EVENT_LIVE_STREAM_EVENT = 'changed';
