/**
 * Outgoing e-mail (receipts, renewal failures, cancellations, coupon notices). Every message is first
 * written to the `mail_outbox` table (with a dedupe key, so a notice is recorded once), then delivered by
 * the configured transport: `smtp` (nodemailer) in production, `outbox` (kept in the table only, read by
 * the admin screen and tests) in development and tests. MAIL_TRANSPORT selects it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** receipt | renewal-failed | membership-ended | subscription-canceled | coupon-redeemed | ... */
  template: string;
  /** The same key is sent once (for example `receipt:{orderId}`). */
  dedupeKey?: string;
  /**
   * Values only the recipient may see (an invitation token, a verification code). With SMTP they are
   * delivered but replaced in the stored copy; the development outbox keeps them, since it is the delivery.
   */
  secrets?: string[];
  /** Files sent with the message (an event confirmation's .ics); stored in mail_outbox.attachments. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, or its text (UTF-8). */
  content: string | Uint8Array;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the message and delivers it; resolves to the outbox id, or null when the dedupe key was already used. Never throws for a delivery failure (the row records it). */
  send(message: MailMessage): Promise<string | null>;
}
