import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';

/** The refusals every staff and admin route can answer with. */
export const consoleRefusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
