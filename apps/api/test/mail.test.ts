import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { schema } from '@spi/db';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail';
import { createTestDb, DB_KINDS, testConfig } from './helpers';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a loopback port (smtp-server), so the production path is exercised end to end. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe.each(DB_KINDS)('mail (%s)', (kind) => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  const log = pino({ level: 'silent' });
  beforeEach(async () => { handle = await createTestDb(kind); });
  afterEach(async () => { await handle.close(); });

  it('the outbox transport records the message once per dedupe key', async () => {
    const mailer = await createMailer(testConfig(), handle.db, log, () => Date.now());
    const message = { to: 'a@example.com', subject: '영수증', text: '결제가 완료되었습니다.', template: 'receipt', dedupeKey: 'receipt:o1' };
    expect(await mailer.send(message)).toBeTypeOf('string');
    expect(await mailer.send(message)).toBeNull();
    const rows = await handle.db.select().from(schema.mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'SENT', template: 'receipt', to: 'a@example.com' });
  });

  it('SMTP delivers through a real server, in Korean, and the row says SENT', async () => {
    const smtp = await startSmtp();
    try {
      const config = testConfig({ mail: { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'SPI <no-reply@spi.example>' } });
      const mailer = await createMailer(config, handle.db, log, () => Date.now());
      await mailer.send({ to: 'member@example.com', subject: '[SPI] 결제 영수증', text: '라이트 플러스 19,900원이 결제되었습니다.', template: 'receipt', dedupeKey: 'receipt:o2' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@spi.example', to: ['member@example.com'] });
      expect(smtp.received[0]!.raw).toContain('Subject: =?UTF-8?');
      const [row] = await handle.db.select().from(schema.mailOutbox);
      expect(row).toMatchObject({ status: 'SENT' });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it('SMTP delivers a secret (an invitation link, a code) but the stored copy does not keep it; the outbox transport keeps it', async () => {
    const smtp = await startSmtp();
    try {
      const config = testConfig({ mail: { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'SPI <no-reply@spi.example>' } });
      const mailer = await createMailer(config, handle.db, log, () => Date.now());
      await mailer.send({ to: 'student@snu.ac.kr', subject: '[SPI] 학생 인증 코드', text: 'code: 482913', template: 'student-verification-code', secrets: ['482913'] });
      expect(smtp.received[0]!.raw).toContain('482913');
      const [row] = await handle.db.select().from(schema.mailOutbox);
      expect(row!.text).not.toContain('482913');
      expect(row!.text).toContain('[보안을 위해 보관하지 않음]');
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
    const outbox = await createMailer(testConfig(), handle.db, log, () => Date.now());
    await outbox.send({ to: 'dev@snu.ac.kr', subject: '코드', text: '인증 코드: 739201', template: 'student-verification-code', secrets: ['739201'] });
    const rows = await handle.db.select().from(schema.mailOutbox);
    expect(rows.find((r) => r.to === 'dev@snu.ac.kr')!.text).toContain('739201');
  });

  it('a delivery failure is recorded (FAILED with the error), never thrown at the caller', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    const config = testConfig({ mail: { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000`, from: 'SPI <no-reply@spi.example>' } });
    const mailer = await createMailer(config, handle.db, log, () => Date.now());
    await expect(mailer.send({ to: 'member@example.com', subject: '알림', text: '본문', template: 'renewal-failed' })).resolves.toBeTypeOf('string');
    const [row] = await handle.db.select().from(schema.mailOutbox);
    expect(row).toMatchObject({ status: 'FAILED' });
    expect(row!.error).toBeTruthy();
  });
});
