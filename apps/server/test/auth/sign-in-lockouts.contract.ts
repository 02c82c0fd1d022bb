import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../src/ports/rate-limiter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn, signUp } from './auth-builders.ts';

const SCHOOL = '203.0.113.7';
const ATTACKER = '198.51.100.66';
const OWNER_ELSEWHERE = '192.0.2.200';
const SLOW = 180_000; // dozens of argon2 checks on a shared machine

/**
 * Sign-in lockouts: failures are counted, not attempts; an attacker is slowed, the owner and a class
 * behind one school address are not locked out. Run with each RateLimiter adapter.
 */
export function signInLockoutsContract(name: string, makeLimiter: () => RateLimiter): void {
  describe(`sign-in lockouts (${name} limiter)`, () => {
    let t: TestApp;
    afterEach(() => t.close());
    const start = () => createTestApp({ deps: { rateLimiter: makeLimiter() } }).then((app) => (t = app));

    it(
      "lets the owner sign in from another address during an attacker's burst, while the attacker waits",
      async () => {
        await start();
        const owner = await signUp(t.app);
        const statuses = [];
        for (let i = 0; i < 30; i++)
          statuses.push((await signIn(t.app, owner.email, `Wrong#${i}pass`, ATTACKER)).statusCode);
        expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

        expect((await signIn(t.app, owner.email.toUpperCase(), owner.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
        // A typo of the owner from their own address is not punished for the attacker's failures...
        expect((await signIn(t.app, owner.email, 'Typo#2026x', OWNER_ELSEWHERE)).statusCode).toBe(401);
        expect((await signIn(t.app, owner.email, owner.password, OWNER_ELSEWHERE)).statusCode).toBe(200);

        // ...while the attacker's address waits, before any password check, with Retry-After and the usual message.
        const refused = await signIn(t.app, owner.email, owner.password, ATTACKER);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(refused.json().message).toBe('Too many attempts. Please wait 1 second and try again.');
        expect(refused.headers['retry-after']).toBe('1');
      },
      SLOW,
    );

    it(
      'checks at most 5 passwords when an attacker fires 30 guesses for one account at once',
      async () => {
        await start();
        const victim = await signUp(t.app);
        const guesses = Array.from({ length: 30 }, (_, i) => signIn(t.app, victim.email, `Wrong#${i}pass`, ATTACKER));
        const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401)).toHaveLength(5);
        expect(statuses.filter((s) => s === 429)).toHaveLength(25);
        expect((await signIn(t.app, victim.email, victim.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
      },
      SLOW,
    );

    it(
      'doubles the wait of an address after each further wrong password for the account, up to 15 minutes',
      async () => {
        await start();
        const victim = await signUp(t.app);
        const waits = [];
        for (let i = 0; i < 20; i++) {
          const res = await signIn(t.app, victim.email, `Wrong#${i}pass`, ATTACKER);
          if (res.statusCode === 401) {
            const next = await signIn(t.app, victim.email, `Wrong#${i}again`, ATTACKER);
            if (next.statusCode === 429) {
              waits.push(Number(next.headers['retry-after']));
              t.clock.advance(Number(next.headers['retry-after']) * 1000);
            }
          } else {
            expect(res.statusCode).toBe(429);
            t.clock.advance(Number(res.headers['retry-after']) * 1000);
          }
        }
        expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
        expect(Math.max(...waits)).toBe(900);
        // The owner from elsewhere is still not locked out.
        expect((await signIn(t.app, victim.email, victim.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
      },
      SLOW,
    );

    it(
      "lets a class of 40 sign in from one school address after one student's burst of 120 junk sign-ins",
      async () => {
        await start();
        const students = [];
        for (let i = 0; i < 40; i++) {
          students.push(await signUp(t.app, {}, SCHOOL));
          t.clock.advance(500);
        }
        // Last lesson, everyone signed in from school.
        for (const s of students) expect((await signIn(t.app, s.email, s.password, SCHOOL)).statusCode).toBe(200);
        t.clock.advance(7 * 24 * 60 * 60_000);

        // This lesson, one student fires 120 junk sign-ins (made-up emails and their own account) from the same address.
        const junk = [];
        for (let i = 0; i < 110; i++)
          junk.push((await signIn(t.app, `junk${i}@school.edu`, 'Junk#1234', SCHOOL)).statusCode);
        for (let i = 0; i < 10; i++)
          junk.push((await signIn(t.app, students[0]!.email, 'Junk#1234', SCHOOL)).statusCode);
        // The address's failure budget (100) is spent; the student's own account had its one try as a known address.
        expect(junk.slice(0, 110).filter((s) => s === 401)).toHaveLength(100);
        expect(junk.slice(110)).toEqual([401, 429, 429, 429, 429, 429, 429, 429, 429, 429]);

        // The other 39 sign in at once with their right passwords.
        for (const s of students.slice(1)) {
          expect((await signIn(t.app, s.email, s.password, SCHOOL)).statusCode).toBe(200);
          t.clock.advance(500);
        }
      },
      SLOW,
    );

    it(
      "lets a class of 40 who signed up at home sign in at school at once after one student's 120 junk sign-ins",
      async () => {
        await start();
        const students = [];
        for (let i = 0; i < 40; i++) students.push(await signUp(t.app, {}, `192.0.2.${i + 1}`));
        t.clock.advance(3 * 24 * 60 * 60_000);

        // The lesson starts: one student fires 120 junk sign-ins from the school's single address.
        const junk = [];
        for (let i = 0; i < 120; i++)
          junk.push((await signIn(t.app, `junk${i}@school.edu`, 'Junk#1234', SCHOOL)).statusCode);
        expect(junk.slice(0, 100).every((s) => s === 401)).toBe(true);
        expect(junk.slice(100).every((s) => s === 429)).toBe(true);

        // The forty, on the browsers they signed up with, sign in from that address at once with their passwords.
        const signedIn = await Promise.all(students.map((s) => signIn(t.app, s.email, s.password, SCHOOL, s.device)));
        expect(signedIn.map((res) => res.statusCode)).toEqual(students.map(() => 200));

        // The junk goes on waiting: a browser counts only for the accounts that signed in with it.
        expect(
          (await signIn(t.app, 'junk-again@school.edu', 'Junk#1234', SCHOOL, students[0]!.device)).statusCode,
        ).toBe(429);
        expect((await signIn(t.app, students[1]!.email, 'Junk#1234', SCHOOL, students[0]!.device)).statusCode).toBe(
          429,
        );
        expect((await signIn(t.app, students[1]!.email, students[1]!.password, SCHOOL)).statusCode).toBe(429);
      },
      SLOW,
    );

    it(
      "lets the owner's own browser in behind the attacker's address, and slows guessing from that browser alike",
      async () => {
        await start();
        const owner = await signUp(t.app, {}, OWNER_ELSEWHERE);
        for (let i = 0; i < 10; i++) await signIn(t.app, owner.email, `Wrong#${i}pass`, ATTACKER);
        // Without the cookie the owner at the attacker's address (same school NAT) waits like the attacker...
        expect((await signIn(t.app, owner.email, owner.password, ATTACKER)).statusCode).toBe(429);
        // ...with it, the browser the owner signed up on gets in, and the cookie is renewed.
        const mine = await signIn(t.app, owner.email, owner.password, ATTACKER, owner.device);
        expect(mine.statusCode, mine.body).toBe(200);
        expect(mine.cookies.find((c) => c.name === 'ta_device')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
        // The attacker's pair is not cleared by the owner's success.
        expect((await signIn(t.app, owner.email, 'Wrong#again', ATTACKER)).statusCode).toBe(429);

        // A browser's own failures: 5 free, then the doubling delay, the right password included.
        const statuses = [];
        for (let i = 0; i < 7; i++)
          statuses.push((await signIn(t.app, owner.email, `Typo#${i}x`, ATTACKER, owner.device)).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
        expect((await signIn(t.app, owner.email, owner.password, ATTACKER, owner.device)).statusCode).toBe(429);
        t.clock.advance(1_000);
        expect((await signIn(t.app, owner.email, owner.password, ATTACKER, owner.device)).statusCode).toBe(200);
      },
      SLOW,
    );

    it(
      "lets students who signed up at school (and never signed in there) in during a classmate's junk burst",
      async () => {
        await start();
        const students = [];
        for (let i = 0; i < 10; i++) students.push(await signUp(t.app, {}, SCHOOL));
        for (let i = 0; i < 110; i++) await signIn(t.app, `junk${i}@school.edu`, 'Junk#1234', SCHOOL);
        // The address's failure budget is spent: an unknown account from there waits...
        expect((await signIn(t.app, 'someone-else@school.edu', 'Junk#1234', SCHOOL)).statusCode).toBe(429);
        // ...but each student's sign-up made their account known at this address.
        for (const s of students) expect((await signIn(t.app, s.email, s.password, SCHOOL)).statusCode).toBe(200);
      },
      SLOW,
    );

    it(
      'still stops spraying many accounts from one address, and counts only failures against the address',
      async () => {
        await start();
        const students = [];
        for (let i = 0; i < 5; i++) students.push(await signUp(t.app, {}, SCHOOL));
        // Correct sign-ins never use up the address's budget: 150 of them, then 100 failures still go through.
        for (let i = 0; i < 150; i++) {
          const s = students[i % students.length]!;
          expect((await signIn(t.app, s.email, s.password, SCHOOL)).statusCode).toBe(200);
        }
        let refused = null;
        for (let i = 0; i < 200 && !refused; i++) {
          const res = await signIn(t.app, `victim${i}@school.edu`, 'Guess#123', SCHOOL);
          if (res.statusCode === 429) refused = { attempt: i, res };
          else expect(res.statusCode).toBe(401);
        }
        expect(refused?.attempt).toBe(100);
        expect(refused?.res.json().message).toBe('Too many attempts. Please wait 6 seconds and try again.');
        // A newcomer at that address (never signed in from it) waits for the refill like the script.
        const newcomer = await signUp(t.app, {}, '127.0.0.1');
        expect((await signIn(t.app, newcomer.email, newcomer.password, SCHOOL)).statusCode).toBe(429);
        t.clock.advance(6_000);
        expect((await signIn(t.app, newcomer.email, newcomer.password, SCHOOL)).statusCode).toBe(200);
        // Another address is not affected.
        expect((await signIn(t.app, `victim0@school.edu`, 'Guess#123', ATTACKER)).statusCode).toBe(401);
      },
      SLOW,
    );

    it(
      "lets the owner in after a typo at their usual address while attackers elsewhere keep the account's budget spent",
      async () => {
        await start();
        const owner = await signUp(t.app);
        expect((await signIn(t.app, owner.email, owner.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
        // Attackers on 30 addresses spend the account's failure budget (one try each).
        for (let a = 1; a <= 30; a++) await signIn(t.app, owner.email, `Guess#x${a}`, `198.51.100.${a}`);
        expect((await signIn(t.app, owner.email, 'Guess#again1', '198.51.100.1')).statusCode).toBe(429);
        // The owner mistypes once at home, then types the right password: not locked out for the attackers' failures.
        expect((await signIn(t.app, owner.email, 'Typo#2026x', OWNER_ELSEWHERE)).statusCode).toBe(401);
        expect((await signIn(t.app, owner.email, owner.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
        // Past the free failures, that address too needs the account's budget again (a guesser there is held).
        for (let i = 0; i < 5; i++) await signIn(t.app, owner.email, `Typo#${i}again`, OWNER_ELSEWHERE);
        t.clock.advance(60_000);
        expect((await signIn(t.app, owner.email, owner.password, OWNER_ELSEWHERE)).statusCode).toBe(429);
      },
      SLOW,
    );

    it(
      'holds guessing one account from many addresses to one try per new address, then to the slow refill',
      async () => {
        await start();
        const victim = await signUp(t.app);
        const checked = [];
        for (let round = 0; round < 5; round++) {
          for (let a = 1; a <= 30; a++) {
            const res = await signIn(t.app, victim.email, `Guess#${round}x${a}`, `198.51.100.${a}`);
            if (res.statusCode !== 429) checked.push(res.statusCode);
          }
          t.clock.advance(10_000);
        }
        // 30 first tries (one per address), then the account's 20-failure budget is already spent by them.
        expect(checked).toHaveLength(30);
        expect(checked.every((s) => s === 401)).toBe(true);
        const refused = await signIn(t.app, victim.email, 'Guess#again1', '198.51.100.1');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
        // The owner, from an address without failures, still signs in.
        expect((await signIn(t.app, victim.email, victim.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
      },
      SLOW,
    );
  });
}
