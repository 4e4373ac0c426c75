import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { MailAttachment, MailMessage, Mailer } from '../mailer';

export type { MailAttachment, MailMessage, Mailer } from '../mailer';

/** Delivers one recorded message; throws on failure (the outbox row records the error). */
type Deliver = (message: MailMessage) => Promise<void>;

/**
 * Records every message in `mail_outbox` (the dedupe key makes a notice happen once, even when a job
 * runs twice), then hands it to the transport and marks the row SENT or FAILED.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    readonly transport: 'smtp' | 'outbox',
    private readonly deliver: Deliver | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async send(message: MailMessage): Promise<string | null> {
    const id = randomUUID();
    const stored = this.deliver ? redactSecrets(message) : message;
    const inserted = await this.db
      .insert(schema.mailOutbox)
      .values({
        id,
        to: message.to,
        subject: message.subject,
        text: stored.text,
        html: stored.html ?? null,
        template: message.template,
        attachments: (message.attachments ?? []).map(storedAttachment),
        dedupeKey: message.dedupeKey ?? null,
        status: this.deliver ? 'QUEUED' : 'SENT',
        createdAt: new Date(this.now()),
        sentAt: this.deliver ? null : new Date(this.now()),
      })
      .onConflictDoNothing()
      .returning({ id: schema.mailOutbox.id });
    if (inserted.length === 0) return null;
    if (!this.deliver) return id;
    try {
      await this.deliver(message);
      await this.db.update(schema.mailOutbox).set({ status: 'SENT', sentAt: new Date(this.now()) }).where(eq(schema.mailOutbox.id, id));
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.log.warn({ template: message.template, outboxId: id, err: error }, 'mail delivery failed');
      await this.db.update(schema.mailOutbox).set({ status: 'FAILED', error: error.slice(0, 500) }).where(eq(schema.mailOutbox.id, id));
    }
    return id;
  }
}

export const REDACTED_IN_OUTBOX = '[보안을 위해 보관하지 않음]';

/** The copy kept in the outbox when mail really goes out: the message's secrets replaced. */
export function redactSecrets(message: MailMessage): Pick<MailMessage, 'text' | 'html'> {
  const secrets = (message.secrets ?? []).filter((v) => v.length >= 4);
  const hide = (value: string) => secrets.reduce((text, secret) => text.split(secret).join(REDACTED_IN_OUTBOX), value);
  return { text: hide(message.text), html: message.html === undefined ? undefined : hide(message.html) };
}

/** An attachment as the outbox keeps it: the content in base64. */
export function storedAttachment(attachment: MailAttachment): { filename: string; contentType: string; contentBase64: string } {
  const bytes = typeof attachment.content === 'string' ? Buffer.from(attachment.content, 'utf8') : Buffer.from(attachment.content);
  return { filename: attachment.filename, contentType: attachment.contentType, contentBase64: bytes.toString('base64') };
}

/** SMTP through nodemailer (loaded only when configured). */
async function smtpDeliver(config: AppConfig['mail']): Promise<Deliver> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(config.smtpUrl!);
  return async (message) => {
    await transporter.sendMail({
      from: config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
      })),
    });
  };
}

export async function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger, now: () => number): Promise<Mailer> {
  if (config.mail.transport === 'smtp') return new OutboxMailer(db, 'smtp', await smtpDeliver(config.mail), log, now);
  return new OutboxMailer(db, 'outbox', null, log, now);
}
