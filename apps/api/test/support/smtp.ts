import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpListener {
  url: string;
  received: ReceivedMail[];
  /**
   * With `hold`: resolves once a message has come in whole and waits for the server's answer, so the sender is
   * still sending it.
   */
  holding: Promise<void>;
  /** Answers the messages held, and every later one at once; each is then received. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives. With `hold`, it leaves every message
 * unanswered until `release()`: a mail job is then in hand for as long as a test needs.
 */
export async function startSmtpListener(options: { hold?: boolean } = {}): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let release!: () => void;
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        held();
        void released.then(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    holding,
    release: () => release?.(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message with its quoted-printable parts decoded (soft line breaks joined, =XX bytes read as UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The 6-digit code of the newest message to `to` whose subject is `subject`. */
export function mailedCode(received: ReceivedMail[], to: string, subject: string): string {
  const mail = received
    .filter((message) => message.to.includes(to))
    .map((message) => decodeQuotedPrintable(message.raw))
    .findLast((raw) => raw.includes(`Subject: ${subject}`));
  const code = mail ? /Your code is (\d{6})\./.exec(mail)?.[1] : undefined;
  if (!code) throw new Error(`no "${subject}" mail with a code was sent to ${to}`);
  return code;
}
