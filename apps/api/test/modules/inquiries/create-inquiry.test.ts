import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/platform/mail/transport.js';
import { INQUIRY_ACKNOWLEDGMENT_SUBJECT } from '../../../src/modules/inquiries/mails.js';
import { inquiries } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_FIRM_MAILBOX, type TestApp } from '../../support/index.js';
import { runJobsToTheEnd } from '../../support/job-retries.js';
import { decodeQuotedPrintable, startSmtpListener } from '../../support/smtp.js';

const inquiry = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@cafe.example.br',
  phone: '1155550100',
  phoneCode: '+55',
  company: 'Café <Bom> & Filhos',
  country: 'Brazil',
  hearAboutUs: 'conference_trade_show',
  reasonForInquiry: 'consultation',
  comments: 'We would like a 60 minute session on arabica hedging.',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function submit(app: TestApp, payload: unknown) {
  return app.app.inject({ method: 'POST', url: '/api/inquiries/', payload: payload as object });
}

describe('POST /api/inquiries/', () => {
  it('stores the inquiry, mails it to the firm (outbox by default) and thanks the visitor', async () => {
    t = await createTestApp();
    const response = await submit(t, inquiry);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      message: 'Thank you for getting in touch. We will reply within two working days.',
    });

    const [row] = await t.database.db.select().from(inquiries);
    expect(row).toMatchObject({
      firstName: 'Ana',
      country: 'Brazil',
      reasonForInquiry: 'consultation',
      phone: '1155550100',
      phoneCode: '+55',
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(row?.acknowledgedAt).toBeInstanceOf(Date);

    const mails = await t.outbox();
    expect(mails.map((sent) => sent.to).sort()).toEqual([[inquiry.email], [TEST_FIRM_MAILBOX]]);
    const mail = decodeQuotedPrintable(mails.find((sent) => sent.to.includes(TEST_FIRM_MAILBOX))!.raw);
    expect(mail).toContain('Phone: +55 1155550100');
    expect(mail).toContain(`To: ${TEST_FIRM_MAILBOX}`);
    expect(mail).toContain('Reply-To: ana@cafe.example.br');
    expect(mail).toContain('Subject: Website inquiry: Schedule a Consultation from Ana Souza');
    expect(mail).toContain('Heard about us through: Conference/Trade Show');
    // The visitor's text is escaped in the HTML part, never markup.
    expect(mail).toContain('Café &lt;Bom&gt; &amp; Filhos');
  });

  it('sends over SMTP when SMTP_URL names a server', async () => {
    const smtp = await startSmtpListener();
    try {
      t = await createTestApp({
        mailer: createMailer({
          from: 'Softline Advisory <no-reply@softline.test>',
          smtpUrl: smtp.url,
          outboxDir: '',
        }),
      });
      expect((await submit(t, inquiry)).statusCode).toBe(201);
      await t.runJobs();
      expect(smtp.received).toHaveLength(2);
      const toFirm = smtp.received.find((mail) => mail.to.includes(TEST_FIRM_MAILBOX));
      expect(decodeQuotedPrintable(toFirm?.raw ?? '')).toContain(
        'We would like a 60 minute session on arabica hedging.',
      );
    } finally {
      await smtp.close();
    }
  });

  it('keeps the inquiry when the mail server is down and still thanks the visitor; the mails retry, then stay failed', async () => {
    t = await createTestApp({
      mailer: createMailer({ from: 'x@softline.test', smtpUrl: 'smtp://127.0.0.1:9', outboxDir: '' }),
    });
    expect((await submit(t, inquiry)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(inquiries);
    expect(row?.firstName).toBe('Ana');

    await t.runJobs();
    const retrying = await t.services.jobs.list();
    expect(retrying).toHaveLength(2);
    for (const job of retrying) {
      expect(job).toMatchObject({ name: 'mail.send', status: 'pending', attempts: 1 });
      expect(job.lastError).toContain('ECONNREFUSED');
    }

    await runJobsToTheEnd(t);
    const failed = await t.services.jobs.list();
    expect(failed).toHaveLength(2);
    for (const job of failed) expect(job).toMatchObject({ status: 'failed', attempts: job.maxAttempts });
    expect(await t.database.db.select().from(inquiries)).toHaveLength(1);
  });

  it('acknowledges the inquiry to the sender with a copy of the message, escaped, replying to the firm', async () => {
    const smtp = await startSmtpListener();
    try {
      t = await createTestApp({
        mailer: createMailer({
          from: 'Softline Advisory <no-reply@softline.test>',
          smtpUrl: smtp.url,
          outboxDir: '',
        }),
      });
      const sent = { ...inquiry, comments: 'Visit <a href="https://evil.example">this</a> now.' };
      expect((await submit(t, sent)).statusCode).toBe(201);
      await t.runJobs();
      const acknowledgment = smtp.received.find((mail) => mail.to.includes(inquiry.email));
      expect(acknowledgment?.to).toEqual([inquiry.email]);
      const text = decodeQuotedPrintable(acknowledgment?.raw ?? '');
      expect(text).toContain(`Subject: ${INQUIRY_ACKNOWLEDGMENT_SUBJECT}`);
      expect(text).toContain(`Reply-To: ${TEST_FIRM_MAILBOX}`);
      expect(text).toContain('We received your message and will reply within two working days.');
      expect(text).toContain('Phone: +55 1155550100');
      expect(text).toContain('Reason for inquiry: Schedule a Consultation');
      // The HTML part shows the visitor's markup as text, never as a link.
      const html = text.split('Content-Type: text/html')[1] ?? '';
      expect(html).toContain('Visit &lt;a href=&quot;https://evil.example&quot;&gt;this&lt;/a&gt; now.');
      expect(html).not.toContain('<a href="https://evil.example">');
    } finally {
      await smtp.close();
    }
  });

  it('keeps the inquiry and the firm’s mail when only the acknowledgment fails, and retries the acknowledgment', async () => {
    const outbox = createMailer({ from: 'x@softline.test', outboxDir: '' });
    const sent: string[] = [];
    t = await createTestApp({
      mailer: {
        ...outbox,
        async send(message) {
          if (message.to !== TEST_FIRM_MAILBOX) throw new Error('mailbox unavailable');
          sent.push(message.to);
        },
      },
    });
    expect((await submit(t, inquiry)).statusCode).toBe(201);
    expect(await t.runJobs()).toEqual({ done: 1, retried: 1, failed: 0 });
    expect(sent).toEqual([TEST_FIRM_MAILBOX]);
    expect(await t.services.jobs.list({ status: 'pending' })).toEqual([
      expect.objectContaining({ attempts: 1, lastError: 'mailbox unavailable' }),
    ]);
    expect(await t.database.db.select().from(inquiries)).toHaveLength(1);
  });

  it("takes SPEC §3's payload without phoneCode: the phone is stored and mailed with the country's calling code (issue 39)", async () => {
    t = await createTestApp();
    const { phoneCode: _left, ...spec } = inquiry;
    const response = await submit(t, { ...spec, country: 'United Kingdom', phone: '2079460958' });
    expect(response.statusCode).toBe(201);

    const [row] = await t.database.db.select().from(inquiries);
    expect(row).toMatchObject({ country: 'United Kingdom', phone: '2079460958', phoneCode: '+44' });
    const mails = await t.outbox();
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(decodeQuotedPrintable(mail.raw)).toContain('Phone: +44 2079460958');
  });

  it('refuses a calling code that is given but not on the list, saying so, and stores nothing', async () => {
    t = await createTestApp();
    for (const phoneCode of ['44', '+0', 'x'.repeat(40), 44]) {
      const response = await submit(t, { ...inquiry, phoneCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ phoneCode: ['Please select a calling code from the list'] });
    }
    expect(await t.database.db.select().from(inquiries)).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it('refuses an invalid inquiry with every field message and stores nothing', async () => {
    t = await createTestApp();
    const response = await submit(t, {
      ...inquiry,
      email: 'ana@cafe',
      phone: '1234567890123456',
      phoneCode: '+999',
      country: '',
      hearAboutUs: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      phone: ['Please enter at most 15 digits'],
      phoneCode: ['Please select a calling code from the list'],
      country: ['This field is required'],
      hearAboutUs: ['This field is required'],
    });
    expect(await t.database.db.select().from(inquiries)).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it('limits how many inquiries one address may send', async () => {
    t = await createTestApp({ inquiryRateLimitMax: 2 });
    expect((await submit(t, inquiry)).statusCode).toBe(201);
    expect((await submit(t, inquiry)).statusCode).toBe(201);
    const blocked = await submit(t, inquiry);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'You have sent several messages in a short time. Please try again later.',
    );
  });
});
