/** More events than this in one invalidation are sent as the whole tenant (NOTIFY payloads stop at 8000 bytes). */
const MAX_EVENTS_PER_MESSAGE = 200;

/**
 * The NOTIFY payload of an invalidation: `"<tenantId>"` for the whole tenant, `"<tenantId>:<id>,<id>"`
 * for some of its events. A replica of the release before issue 28 reads only the first form and
 * ignores the second (its answers then live out PUBLIC_CACHE_SERVER_TTL_SECONDS during a rollout).
 */
export function formatInvalidation(tenantId: number, eventIds: ReadonlySet<number> | undefined): string {
  if (eventIds === undefined || eventIds.size > MAX_EVENTS_PER_MESSAGE) return String(tenantId);
  return `${tenantId}:${[...eventIds].join(',')}`;
}

/** The tenant and events a payload names, or undefined for one that is not ours. Split, never a regex. */
export function parseInvalidation(payload: string): { tenantId: number; eventIds: ReadonlySet<number> | undefined } | undefined {
  const [tenantPart = '', eventsPart, extra] = payload.split(':');
  const tenantId = Number(tenantPart);
  if (tenantPart === '' || extra !== undefined || !Number.isSafeInteger(tenantId)) return undefined;
  if (eventsPart === undefined) return { tenantId, eventIds: undefined };
  const eventIds = eventsPart.split(',').map(Number);
  if (eventIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) return { tenantId, eventIds: undefined };
  return { tenantId, eventIds: new Set(eventIds) };
}
