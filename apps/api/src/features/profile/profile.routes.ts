import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  profilePictureAnswerDataSchema,
  updateProfileAnswerDataSchema,
  updateProfileRequestSchema,
} from '@podium/contracts/profile/update-profile';
import { DomainError } from '../../errors/domain-error';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { AVATAR_FILE_PATTERN, avatarKey } from './profile-picture';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limiter';
import { UPLOAD_RATE_LIMITED_MESSAGE, UPLOAD_RATE_LIMITS } from '../../platform/images/upload-rate-limits';
import { profileDetailsOf, replaceProfilePicture, updateProfile } from './profile.service';
import { success } from '../../http/success';
import { myProfileRoutes } from './my-profile.routes';

/** Profile edits (PUT /customer/profile), the profile picture upload, and serving stored pictures. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading the profile, its QR code and the current user (my-profile.routes.ts); editing it below.
  await app.register(myProfileRoutes);
  await app.register(fastifyMultipart, { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/customer/profile/details',
    {
      schema: {
        tags: ['profile'],
        summary: 'My editable profile, with the date of birth the age categories use',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(updateProfileAnswerDataSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      return success({ user: await profileDetailsOf(app.deps.db, request.session.user) });
    },
  );

  app.put(
    '/customer/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Edit my name, email, gender, company (by id or free text) and date of birth',
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: { 200: successEnvelope(updateProfileAnswerDataSchema), 429: errorEnvelopeSchema },
      },
      // The service refreshes the public answers that show the member, and no others.
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE, cache: 'own' },
    },
    async (request) => {
      const { user } = request.session;
      const updated = await updateProfile(app.deps, request.tenant.id, user, request.body, app.deps.clock.now());
      return success({ user: updated }, 'Your profile has been updated.');
    },
  );

  app.post(
    '/customer/profile/picture',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Upload a profile picture (multipart field `file`, JPEG or PNG up to 5 MB and 25 megapixels; 10 per 10 minutes); stored as a 256 px square JPEG',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(profilePictureAnswerDataSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      // No public answer shows a profile picture: nothing to refresh.
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE, cache: 'own' },
    },
    async (request) => {
      const { user } = request.session;
      if (!request.isMultipart())
        throw new DomainError('VALIDATION_FAILED', 'Send the picture as multipart/form-data in a field named "file".');
      await consumeRateLimit(
        app.deps.db,
        `profile-picture:user:${user.id}`,
        UPLOAD_RATE_LIMITS.profilePicture,
        app.deps.clock.now(),
        UPLOAD_RATE_LIMITED_MESSAGE,
      );
      // A multipart body without a boundary or with broken framing is the sender's mistake.
      const file = await request.file().catch(() => {
        throw new DomainError('VALIDATION_FAILED', 'Send the picture as multipart/form-data in a field named "file".');
      });
      if (!file) throw new DomainError('VALIDATION_FAILED', 'Choose a picture to upload.');
      if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.mimetype)) {
        throw new DomainError('VALIDATION_FAILED', 'Upload a JPEG or PNG picture.');
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new DomainError('PAYLOAD_TOO_LARGE', 'This picture is larger than 5 MB. Choose a smaller one.');
      }
      const profileUrl = await replaceProfilePicture(app.deps, user, bytes, app.deps.clock.now());
      return success({ profileUrl }, 'Your profile picture has been updated.');
    },
  );

  app.get(
    '/uploads/avatars/:fileName',
    {
      schema: {
        tags: ['profile'],
        summary: 'A stored profile picture (names are unique per upload, so it is cached for good)',
        params: z.object({ fileName: z.string().regex(AVATAR_FILE_PATTERN, 'is not a picture name') }),
      },
    },
    async (request, reply) => {
      // Read through the store (folder or bucket) so pictures are always served from our origin.
      const bytes = await app.deps.pictures.get(avatarKey(request.params.fileName));
      if (!bytes) throw new DomainError('NOT_FOUND', 'This picture was not found.');
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  );
};
