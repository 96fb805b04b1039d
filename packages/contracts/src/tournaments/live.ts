/** The SSE event name of GET /api/public/events/{eventId}/live: the event's public data may have changed. */
export const EVENT_LIVE_STREAM_EVENT = 'changed';
