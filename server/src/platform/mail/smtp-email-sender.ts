import { createTransport, Transporter } from 'nodemailer';
import { EmailMessage, EmailSender } from './email-sender.port';

/** Hands each message to the SMTP server of SMTP_URL (smtp:// or smtps://, user:pass@ optional). */
export class SmtpEmailSender extends EmailSender {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(url);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
