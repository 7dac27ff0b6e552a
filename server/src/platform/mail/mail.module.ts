import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { DevMailController } from './dev-mail.controller';
import { EmailSender } from './email-sender.port';
import { FileEmailSender } from './file-email-sender';
import { SmtpEmailSender } from './smtp-email-sender';

export function emailSenderFor(config: AppConfig): EmailSender {
  return config.mail.smtpUrl
    ? new SmtpEmailSender(config.mail.smtpUrl, config.mail.from)
    : new FileEmailSender(join(config.dataDir, 'mail'), config.mail.from);
}

/** Outgoing mail for every module: SMTP when SMTP_URL is set, else kept in DATA_DIR/mail. */
@Global()
@Module({
  providers: [{ provide: EmailSender, inject: [AppConfig], useFactory: emailSenderFor }],
  controllers: [DevMailController],
  exports: [EmailSender],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}

  onApplicationShutdown(): void {
    if (this.sender instanceof SmtpEmailSender) {
      this.sender.close();
    }
  }
}
