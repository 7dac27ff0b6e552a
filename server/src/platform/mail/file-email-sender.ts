import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EmailMessage, EmailSender } from './email-sender.port';

export interface KeptEmail extends EmailMessage {
  id: string;
  from: string;
  sentAt: string;
}

const ID = /^\d{13}-[0-9a-f-]{36}$/;

/**
 * The embedded default: each message is a JSON file in DATA_DIR/mail (text and HTML), so the
 * flows that send mail work offline and a developer reads them at /dev/mail.
 */
export class FileEmailSender extends EmailSender {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: EmailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date();
    const id = `${sentAt.getTime()}-${randomUUID()}`;
    const kept: KeptEmail = { id, from: this.from, sentAt: sentAt.toISOString(), ...message };
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(kept, null, 2));
  }

  /** The kept messages, newest first. */
  async list(): Promise<KeptEmail[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const ids = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => ID.test(id))
      .sort()
      .reverse();
    const found = await Promise.all(ids.map((id) => this.find(id)));
    return found.filter((m): m is KeptEmail => m !== null);
  }

  async find(id: string): Promise<KeptEmail | null> {
    if (!ID.test(id)) {
      return null;
    }
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as KeptEmail;
    } catch {
      return null;
    }
  }
}
