/**
 * The mail port (ARCHITECTURE.md, Mail): SES v2 in AWS (./ses.ts), a local outbox that the
 * twin's /_local/mail page shows (./outbox.ts). Every mail is a template with a plain-text part.
 */
export interface Mail {
  to: string;
  /** Where replies go, when not to the sender (a contact message's replies go to the person who wrote it). */
  replyTo?: string;
  subject: string;
  /** The plain-text part, always present. */
  text: string;
  html: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}
