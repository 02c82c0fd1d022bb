import {
  AUTH_MESSAGES,
  MessageResponseSchema,
  UpdateProfileRequestSchema,
  UpdateTimezoneRequestSchema,
  UserResponseSchema,
  UserSchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { clearSessionCookie, requireUser } from '../../plugins/session.ts';
import { presentUser } from '../auth/present-user.ts';
import { deleteAccount } from './delete-account.ts';
import { updateProfile } from './update-profile.ts';
import { updateTimezone } from './update-timezone.ts';

/** The signed-in user: read, timezone, profile, deletion (spec 01 §7, spec 02 §7). */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const { clock, sessionCache } = app.deps;
  const db = app.deps.db.db;
  const secure = app.config.publicUrl.startsWith('https://');
  // Every route here is the signed-in user's: an anonymous caller is told to sign in before the body is validated.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get('/api/user', { schema: { response: { 200: UserSchema } } }, async (request) => {
    return presentUser(requireUser(request));
  });

  app.put(
    '/api/user/timezone',
    { schema: { body: UpdateTimezoneRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const { id } = requireUser(request);
      const user = unwrap(await updateTimezone({ db, clock, sessionCache }, { ...request.body, userId: id }));
      return { user: presentUser(user) };
    },
  );

  app.put(
    '/api/user/profile',
    { schema: { body: UpdateProfileRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const { id } = requireUser(request);
      const user = unwrap(await updateProfile({ db, clock, sessionCache }, { ...request.body, userId: id }));
      return { user: presentUser(user) };
    },
  );

  app.delete('/api/user/account', { schema: { response: { 200: MessageResponseSchema } } }, async (request, reply) => {
    const { id } = requireUser(request);
    unwrap(await deleteAccount({ db, clock, sessionCache }, { userId: id }));
    clearSessionCookie(reply, secure);
    return { message: AUTH_MESSAGES.accountDeleted };
  });
}
