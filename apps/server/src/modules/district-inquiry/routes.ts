import { DistrictInquiryRequestSchema, DistrictInquiryResponseSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { clientAddressKey, enforceRateLimits } from '../../plugins/rate-limit.ts';
import { DISTRICT_INQUIRY_RATE_LIMITS as LIMITS } from './district-inquiry-rate-limits.ts';
import { submitDistrictInquiry } from './submit-district-inquiry.ts';

/**
 * The district pricing inquiry (docs/product/educators.md#district-inquiry): public, signed in or not (the app's Origin check applies as
 * to every POST). HTTP only.
 */
export async function districtInquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const { db, clock, mailer } = app.deps;
  const operatorEmails = app.config.ADMIN_EMAILS;

  app.post(
    '/api/district-inquiry',
    {
      config: {
        doc: {
          operationId: 'submitDistrictInquiry',
          summary: 'Ask for district pricing',
          auth: 'optional',
          errors: ['RATE_LIMITED'],
        },
      },
      schema: { body: DistrictInquiryRequestSchema, response: { 200: DistrictInquiryResponseSchema } },
    },
    async (request) => {
      const clientAddress = clientAddressKey(request.ip);
      await enforceRateLimits(request, [{ rule: LIMITS.perAddress, key: clientAddress }]);
      return submitDistrictInquiry(
        { db: db.db, clock, mailer, operatorEmails, log: request.log },
        { ...request.body, clientAddress, userId: request.session?.user.id ?? null },
      );
    },
  );
}
