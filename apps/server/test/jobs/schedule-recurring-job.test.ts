import { afterEach, describe, expect, it } from 'vitest';
import { scheduleRecurringJob } from '../../src/jobs/schedule-recurring-job.ts';
import { createTestDb } from '../helpers/test-db.ts';

const stops: (() => void)[] = [];
const dbs: { destroy(): Promise<void> }[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const db of dbs.splice(0)) await db.destroy();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

function logger() {
  const errors: string[] = [];
  return { errors, log: { info: () => {}, error: (_: object, msg: string) => void errors.push(msg) } };
}

describe('scheduleRecurringJob', () => {
  it('runs at start-up and then every interval, never two runs at once', async () => {
    const db = await createTestDb();
    dbs.push(db);
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    const { log } = logger();
    stops.push(
      scheduleRecurringJob(db, log, {
        name: 'test',
        lockId: 1,
        everyMs: 10,
        async work() {
          runs++;
          inFlight++;
          if (inFlight > 1) overlapped = true;
          await new Promise((r) => setTimeout(r, 35));
          inFlight--;
        },
      }),
    );
    await until(() => runs >= 3);
    expect(overlapped).toBe(false);
  });

  it('logs a failed run as "<name> job failed" and tries again at the next round', async () => {
    const db = await createTestDb();
    dbs.push(db);
    let runs = 0;
    const { errors, log } = logger();
    stops.push(
      scheduleRecurringJob(db, log, {
        name: 'season close',
        lockId: 2,
        everyMs: 10,
        async work() {
          runs++;
          if (runs === 1) throw new Error('disk full');
        },
      }),
    );
    await until(() => runs >= 2);
    expect(errors[0]).toBe('season close job failed');
  });

  it('stops when told', async () => {
    const db = await createTestDb();
    dbs.push(db);
    let runs = 0;
    const stop = scheduleRecurringJob(db, logger().log, {
      name: 'test',
      lockId: 3,
      everyMs: 10,
      work: async () => void runs++,
    });
    await until(() => runs >= 1);
    stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(after);
  });

  it('settles stop only once the round under way has finished, so a shutdown can close the database after it', async () => {
    const db = await createTestDb();
    dbs.push(db);
    let release = () => {};
    let started = false;
    let finished = false;
    const stop = scheduleRecurringJob(db, logger().log, {
      name: 'test',
      lockId: 4,
      everyMs: 60_000,
      async work() {
        started = true;
        await new Promise<void>((r) => {
          release = r;
        });
        finished = true;
      },
    });
    await until(() => started);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
  });

  it('stop interrupts a long round between its batches (its signal is aborted) and logs how long stopping took', async () => {
    const db = await createTestDb();
    dbs.push(db);
    const infos: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => void infos.push({ obj, msg }), error: () => {} };
    let batches = 0;
    let started = false;
    const stop = scheduleRecurringJob(db, log, {
      name: 'long job',
      lockId: 5,
      everyMs: 60_000,
      // 200 batches of 20 ms: 4 s uninterrupted.
      async work(signal) {
        started = true;
        for (let i = 0; i < 200 && !signal.aborted; i++) {
          await new Promise((r) => setTimeout(r, 20));
          batches++;
        }
      },
    });
    await until(() => started);
    const t0 = Date.now();
    await stop();
    expect(Date.now() - t0).toBeLessThan(500);
    expect(batches).toBeLessThan(200);
    expect(infos).toContainEqual({ obj: { job: 'long job', ms: expect.any(Number) }, msg: 'job stopped' });
  });
});
