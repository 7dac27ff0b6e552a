/** One message to one person, written in both plain text and HTML. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail (SMTP in production, a folder of messages by default); modules inject it. */
export abstract class EmailSender {
  abstract send(message: EmailMessage): Promise<void>;
}
