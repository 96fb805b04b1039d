import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { InvalidSignatureError } from './providers/payment-provider';
import { applyWebhookEvent } from './settle-payment';
import { successMessage } from '../../http/success';

/** Webhook bodies are small JSON documents; anything bigger is not from a provider. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/payments/webhooks/{provider}`: the provider's signed notifications. The body is kept
 * raw (signatures are over the exact bytes), verified before it is parsed, and processed once per
 * event id. Forged, tampered or replayed-out-of-tolerance deliveries answer 400 and change nothing.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/:provider',
    {
      config: { cache: 'invalidates' },
      schema: {
        tags: ['payments'],
        summary: 'Payment provider webhook (Razorpay X-Razorpay-Signature, Stripe Stripe-Signature), verified on the raw body',
        params: z.object({ provider: z.enum(['demo', 'razorpay', 'stripe']) }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const provider = app.deps.payments;
      if (!provider || provider.name !== request.params.provider) throw new DomainError('NOT_FOUND', 'No such payment provider here.');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.parseWebhook(rawBody, request.headers);
      } catch (error) {
        if (error instanceof InvalidSignatureError) throw new DomainError('INVALID_SIGNATURE', 'The webhook signature does not verify.');
        throw new DomainError('VALIDATION_FAILED', 'The webhook body is not a payment event.');
      }
      const outcome = await applyWebhookEvent(app.deps, provider.name, event);
      return successMessage(outcome);
    },
  );
};
