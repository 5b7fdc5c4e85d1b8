import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from '../../../src/platform/mail/transport.js';
import { mailAttachments, mailHeader } from '../../support/mime.js';
import { readOutbox, startSmtpListener } from '../../support/index.js';

const FROM = 'Softline Advisory <no-reply@softline.test>';
/** Bytes that survive no text encoding by accident: every byte value. */
const bytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256);

const message: MailMessage = {
  to: 'ana@roasters.test, ap@roasters.test',
  subject: 'With a file',
  text: 'See the attachment.',
  html: '<p>See the attachment.</p>',
  attachments: [
    { filename: 'INV-2026-001001.pdf', content: bytes, contentType: 'application/pdf' },
    { filename: 'notes.txt', content: Buffer.from('plain notes'), contentType: 'text/plain' },
  ],
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('mail attachments (DESIGN §4 Mail: nodemailer, outbox .eml by default)', () => {
  it('writes them into the outbox .eml, byte for byte', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'firm-outbox-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    await createMailer({ from: FROM, outboxDir }).send(message);

    // One whole message, nothing half-written beside it (it is written aside, then renamed).
    expect(await readdir(outboxDir)).toEqual([expect.stringMatching(/^[\dT.Z-]+-[\da-f-]{36}\.eml$/)]);
    const [eml] = await readOutbox(outboxDir);
    expect(mailHeader(eml!.raw, 'Subject')).toBe('With a file');
    expect(mailHeader(eml!.raw, 'To')).toBe('ana@roasters.test, ap@roasters.test');
    const attachments = mailAttachments(eml!.raw);
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'INV-2026-001001.pdf', contentType: 'application/pdf' },
      { filename: 'notes.txt', contentType: 'text/plain' },
    ]);
    expect(attachments[0]!.content.equals(Buffer.from(bytes))).toBe(true);
    expect(attachments[1]!.content.toString()).toBe('plain notes');
  });

  it('sends them over SMTP to every recipient', async () => {
    const smtp = await startSmtpListener();
    cleanups.push(() => smtp.close());
    await createMailer({ from: FROM, smtpUrl: smtp.url, outboxDir: '' }).send(message);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ana@roasters.test', 'ap@roasters.test']);
    const [pdf] = mailAttachments(smtp.received[0]!.raw);
    expect(pdf).toMatchObject({ filename: 'INV-2026-001001.pdf', contentType: 'application/pdf' });
    expect(pdf!.content.equals(Buffer.from(bytes))).toBe(true);
  });

  it('sends a message without attachments as before', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'firm-outbox-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const { attachments: _none, ...plain } = message;
    await createMailer({ from: FROM, outboxDir }).send(plain);
    const [eml] = await readOutbox(outboxDir);
    expect(mailAttachments(eml!.raw)).toEqual([]);
    expect(eml!.raw).toContain('See the attachment.');
  });
});

describe('a message sent again (issue 45: a worker killed mid-send)', () => {
  it('keeps its Message-ID, by which servers and clients take the two sends as one message', async () => {
    const smtp = await startSmtpListener();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ from: FROM, smtpUrl: smtp.url, outboxDir: '' });
    const { attachments: _none, ...plain } = message;
    await mailer.send({ ...plain, key: '0b6f4e2a-job' });
    await mailer.send({ ...plain, key: '0b6f4e2a-job' });
    await mailer.send(plain);
    const ids = smtp.received.map((mail) => mailHeader(mail.raw, 'Message-ID'));
    expect(ids.slice(0, 2)).toEqual(['<0b6f4e2a-job@softline.test>', '<0b6f4e2a-job@softline.test>']);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
