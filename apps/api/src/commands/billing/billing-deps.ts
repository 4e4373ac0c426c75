import type { Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import { BillingKeyCipher } from '../../adapters/billing-key-cipher';
import type { Mailer } from '../../adapters/mailer';
import type { PaymentGateway } from '../../adapters/payment-gateway';
import type { AppConfig } from '../../config';

/** What the payment engine needs: the database, the gateway, the billing-key cipher, the mailer and a clock. */
export interface BillingDeps {
  db: Db;
  gateway: PaymentGateway;
  cipher: BillingKeyCipher;
  mailer: Mailer | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  publicOrigin: string;
}

const ciphers = new WeakMap<object, BillingKeyCipher>();

/** The engine's dependencies from the app (or anything shaped like it, e.g. a job's options). */
export function billingDeps(app: {
  db: { db: Db };
  paymentGateway: PaymentGateway;
  config: Pick<AppConfig, 'payments' | 'publicOrigin'>;
  mailer?: Mailer | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock: () => number;
}): BillingDeps {
  let cipher = ciphers.get(app.config);
  if (!cipher) {
    cipher = new BillingKeyCipher(app.config.payments.billingKeySecret);
    ciphers.set(app.config, cipher);
  }
  return {
    db: app.db.db,
    gateway: app.paymentGateway,
    cipher,
    mailer: app.mailer ?? null,
    log: app.log,
    now: () => new Date(app.clock()),
    publicOrigin: app.config.publicOrigin,
  };
}

/** Sends a notice; a mail failure is logged, never fails the payment that caused it. */
export async function sendNotice(deps: BillingDeps, message: { to: string | null | undefined; subject: string; text: string; template: string; dedupeKey: string }): Promise<void> {
  if (!deps.mailer || !message.to) return;
  try {
    await deps.mailer.send({ to: message.to, subject: message.subject, text: message.text, template: message.template, dedupeKey: message.dedupeKey });
  } catch (err) {
    deps.log.warn({ err, template: message.template }, 'billing notice not sent');
  }
}

export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** A date as Koreans read it, in Asia/Seoul: 2026년 11월 25일. */
export function formatSeoulDate(date: Date): string {
  const local = new Date(date.getTime() + 9 * 3600_000);
  return `${local.getUTCFullYear()}년 ${local.getUTCMonth() + 1}월 ${local.getUTCDate()}일`;
}
