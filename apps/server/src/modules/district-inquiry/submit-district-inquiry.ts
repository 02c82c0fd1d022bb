import { DISTRICT_INQUIRY_MESSAGES, type DistrictInquiryRequest, type SuccessMessage } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { buildDistrictInquiryEmail } from './district-inquiry-email.ts';

export interface DistrictInquiryDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  /** ADMIN_EMAILS: every operator gets the inquiry. */
  operatorEmails: readonly string[];
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * POST /api/district-inquiry (docs/product/educators.md#district-inquiry). The inquiry is stored first (one insert, its own
 * transaction), then emailed to each operator. A failed email is logged and the answer is still the success: the
 * inquiry is safe in the database for the operators to read, and a 'Failed to send inquiry' would only make the
 * district send it again. Without ADMIN_EMAILS it is stored and a warning logged.
 */
export async function submitDistrictInquiry(
  deps: DistrictInquiryDeps,
  input: DistrictInquiryRequest & { clientAddress: string; userId: number | null },
): Promise<SuccessMessage> {
  const row = await deps.db
    .insertInto('district_inquiries')
    .values({
      name: input.name,
      email: input.email,
      institution: input.institution,
      number_of_schools: input.numberOfSchools,
      estimated_educators: input.estimatedEducators,
      district: input.district ?? null,
      current_solution: input.currentSolution ?? null,
      timeline: input.timeline,
      message: input.message ?? null,
      client_address: input.clientAddress,
      user_id: input.userId,
      created_at: deps.clock.now().getTime(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inquiryId = Number(row.id);
  if (deps.operatorEmails.length === 0) {
    deps.log.warn({ inquiryId }, 'district inquiry stored but not emailed: ADMIN_EMAILS is empty');
  }
  const inquiry = { ...input, id: inquiryId };
  const results = await Promise.allSettled(
    deps.operatorEmails.map((to) => deps.mailer.send(buildDistrictInquiryEmail(to, inquiry))),
  );
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      deps.log.error(
        { err: result.reason, inquiryId, to: deps.operatorEmails[i] },
        'district inquiry stored but its email to an operator failed',
      );
    }
  });
  return { success: true, message: DISTRICT_INQUIRY_MESSAGES.sent };
}
