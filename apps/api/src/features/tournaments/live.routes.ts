import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_LIVE_STREAM_EVENT } from '@podium/contracts/tournaments/live';
import { DomainError } from '../../errors/domain-error';
import { findPublishedEvent } from '../events';
import { StreamSlots } from '../../http/stream-slots';

/** A burst of writes (a score, its advance, a medal) is one message, sent this long after the first. */
const COALESCE_MS = 500;

const eventIdParams = z.object({ eventId: z.coerce.number().int().positive('eventId must be a positive whole number') });

/**
 * GET /api/public/events/:eventId/stream: server-sent events for the microsite. One message,
 * `event: changed`, whenever the event's public data may have changed (a score, a draw, a result,
 * a medal: any write of its tenant, on any replica, through the public cache's signal), so the page
 * refetches its reads (from the public cache) instead of polling. No data of its own: nothing to
 * leak, nothing to cache.
 */
export const eventLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, publicCache, config, realtime } = app.deps;
  // Per client address, then per tenant, then the process (issue 28).
  const slots = new StreamSlots(
    { perClient: config.LIVE_STREAMS_PER_CLIENT_MAX, perTenant: config.LIVE_STREAMS_PER_TENANT_MAX, total: config.LIVE_STREAMS_MAX },
    {
      client: 'Too many live pages are open from your address. Close some; this page refreshes on its own meanwhile.',
      busy: 'Live updates are busy right now; the page refreshes on its own instead.',
    },
  );
  app.get(
    '/public/events/:eventId/stream',
    {
      schema: {
        tags: ['events', 'tournaments'],
        summary: 'Live microsite updates as server-sent events (event name "changed": refetch the event\'s public reads)',
        params: eventIdParams,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const event = await findPublishedEvent(db, request.tenant.id, request.params.eventId);
      if (!event) throw new DomainError('EVENT_NOT_FOUND', 'This event was not found.');
      // request.ip: the address TRUST_PROXY lets the last trusted proxy vouch for.
      const release = slots.take(request.ip, event.tenantId);
      const stream = realtime.streams.start(request, reply, { retryMs: 5000, cacheControl: 'no-store' });
      if (!stream) {
        release();
        return;
      }
      const changed = JSON.stringify({ eventId: event.id });
      stream.send('ready', changed);
      let pending: NodeJS.Timeout | undefined;
      const stopListening = publicCache.onChange((tenantId, eventIds) => {
        // A write scoped to other events of the tenant (a member's profile edit) is not this page's news.
        if (tenantId !== event.tenantId || (eventIds && !eventIds.has(event.id)) || pending) return;
        pending = setTimeout(() => {
          pending = undefined;
          stream.send(EVENT_LIVE_STREAM_EVENT, changed);
        }, COALESCE_MS);
      });
      stream.onClose(() => {
        clearTimeout(pending);
        stopListening();
        release();
      });
    },
  );
};
