import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileEmailSender } from '../../../server/src/platform/mail/file-email-sender';
import { SmtpEmailSender } from '../../../server/src/platform/mail/smtp-email-sender';
import { SmtpInbox, startSmtpInbox } from '../../support/fakes/smtp-inbox';

describe('the mail adapters', () => {
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('hands a message with its text and HTML parts to the SMTP server of SMTP_URL', async () => {
    const sender = new SmtpEmailSender(inbox.url, 'Mixel <no-reply@mixel.test>');
    try {
      await sender.send({
        to: 'ana@example.com',
        subject: 'Restablece tu contraseña de Mixel',
        text: 'Hola, Ana: abre este enlace.',
        html: '<p>Hola, <strong>Ana</strong>: abre este enlace.</p>',
      });
    } finally {
      sender.close();
    }
    const mail = await inbox.next('ana@example.com');
    expect(mail.from).toBe('"Mixel" <no-reply@mixel.test>');
    expect(mail.subject).toBe('Restablece tu contraseña de Mixel');
    expect(mail.text).toContain('Hola, Ana: abre este enlace.');
    expect(mail.html).toContain('<strong>Ana</strong>');
  });

  it('fails the send when the SMTP server cannot be reached', async () => {
    const sender = new SmtpEmailSender('smtp://127.0.0.1:1', 'Mixel <no-reply@mixel.test>');
    try {
      await expect(
        sender.send({ to: 'ana@example.com', subject: 'x', text: 'x', html: 'x' }),
      ).rejects.toThrow();
    } finally {
      sender.close();
    }
  });

  it('keeps each message in a folder by default, newest first, and refuses odd ids', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mixel-mail-'));
    try {
      const sender = new FileEmailSender(join(dir, 'mail'), 'Mixel <no-reply@mixel.local>');
      expect(await sender.list()).toEqual([]);
      await sender.send({ to: 'a@example.com', subject: 'Primero', text: 't1', html: '<p>1</p>' });
      await new Promise((r) => setTimeout(r, 5));
      await sender.send({ to: 'b@example.com', subject: 'Segundo', text: 't2', html: '<p>2</p>' });
      const kept = await sender.list();
      expect(kept.map((m) => m.subject)).toEqual(['Segundo', 'Primero']);
      expect(kept[0]).toMatchObject({ to: 'b@example.com', from: 'Mixel <no-reply@mixel.local>' });
      expect(await sender.find(kept[1].id)).toMatchObject({ text: 't1', html: '<p>1</p>' });
      expect(await sender.find('../../etc/passwd')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
