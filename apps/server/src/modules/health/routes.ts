import { HealthResponseSchema } from '@tradearena/contracts';
import { sql } from 'kysely';
import type { AppInstance } from '../../app.ts';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => {
    await sql`select 1`.execute(app.deps.db.db);
    return { status: 'ok' as const, db: app.deps.db.kind, version: app.config.version };
  });
}
