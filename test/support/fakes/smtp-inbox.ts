import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a loopback port that keeps every message it is handed, parsed. */
export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** The next message to `to` (waits for it), the earlier ones being taken already. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to].flat()[0];
          messages.push({
            from: parsed.from?.text ?? '',
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !taken.has(m) && m.to === to.toLowerCase());
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`no mail to ${to} in ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's plain text that goes to `path`. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) {
    throw new Error(`no ${path} link in: ${mail.text}`);
  }
  return new URL(match[0]);
}
