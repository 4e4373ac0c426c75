import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayDevServer } from '../src/app';
import { luhnValid, maskCardNumber, TEST_CARDS } from '../src/cards';
import { ControllableClock } from '../src/clock';
import { DEFAULT_WEBHOOK_SECRET, loadConfig } from '../src/config';
import { START, startSandbox } from './helpers';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4002,
      host: '127.0.0.1',
      baseUrl: 'http://localhost:4002',
      secretKey: 'test_sk_spi_local',
      clientKey: 'test_ck_spi_local',
      webhookUrl: 'http://127.0.0.1:4000/api/sejong/v1/payments/webhook',
      webhookSecret: DEFAULT_WEBHOOK_SECRET,
      dataFile: undefined,
      controlEnabled: true,
      logLevel: 'info',
    });
    expect(DEFAULT_WEBHOOK_SECRET).toBe(`whsec_${Buffer.from('spi-local-pay-dev-webhook-secret-32b').toString('base64')}`);
  });

  it('reads PAY_DEV_* and refuses live keys and malformed values without echoing secrets', () => {
    const config = loadConfig({
      PAY_DEV_PORT: '0',
      PAY_DEV_BASE_URL: 'http://pay.local:8080/',
      PAY_DEV_SECRET_KEY: 'test_sk_other',
      PAY_DEV_WEBHOOK_URL: 'off',
      PAY_DEV_CONTROL: '0',
      PAY_DEV_DATA_FILE: 'data/pay-dev/data.json',
    });
    expect(config).toMatchObject({ port: 0, baseUrl: 'http://pay.local:8080', secretKey: 'test_sk_other', webhookUrl: null, controlEnabled: false, dataFile: 'data/pay-dev/data.json' });
    expect(() => loadConfig({ PAY_DEV_SECRET_KEY: 'live_sk_real' })).toThrow(/live key/);
    expect(() => loadConfig({ PAY_DEV_WEBHOOK_SECRET: 'plain-secret' })).toThrow(/whsec_/);
    expect(() => loadConfig({ PAY_DEV_WEBHOOK_SECRET: 'whsec_!!not base64!!' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('not base64') }));
    expect(() => loadConfig({ PAY_DEV_PORT: 'x' })).toThrow(/PAY_DEV_PORT/);
    expect(() => loadConfig({ PAY_DEV_WEBHOOK_URL: 'ftp://x' })).toThrow(/PAY_DEV_WEBHOOK_URL/);
  });
});

describe('test cards', () => {
  it('are Luhn-valid 16-digit numbers, the N-th charge cards being 55550000000000 + N + check digit', () => {
    for (const card of TEST_CARDS) {
      expect(card.number).toMatch(/^\d{16}$/);
      expect(luhnValid(card.number)).toBe(true);
    }
    const nth = TEST_CARDS.filter((card) => card.behavior.kind === 'approveFirst').map((card) => card.number);
    expect(nth).toEqual(['5555000000000016', '5555000000000024', '5555000000000032', '5555000000000040', '5555000000000057', '5555000000000065', '5555000000000073', '5555000000000081', '5555000000000099']);
    expect(maskCardNumber('4242424242424242')).toBe('42424242****424*');
  });
});

describe('data file', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pay-dev-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps billing keys, payments, idempotency records and webhook deliveries across a restart', async () => {
    const dataFile = path.join(dir, 'nested', 'data.json');
    const first = await startSandbox({ dataFile, webhookUrl: 'http://127.0.0.1:9/hook' });
    const { billingKey, customerKey } = await first.billingKeyFor('5555000000000016');
    const charged = await first.charge(billingKey, customerKey, { orderId: 'order_persist_1' }, { idempotencyKey: 'persist-key' });
    expect(charged.status).toBe(200);
    await first.close();
    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as Record<string, unknown[]>;
    expect(saved.billingKeys).toHaveLength(1);
    expect(saved.payments).toHaveLength(1);
    expect(saved.idempotency).toHaveLength(1);
    expect(saved.webhooks).toHaveLength(1);
    // Only the masked number is on file.
    expect(await readFile(dataFile, 'utf8')).not.toContain('5555000000000016');

    const second = await startSandbox({ dataFile, webhookUrl: 'http://127.0.0.1:9/hook' });
    try {
      const replay = await second.charge(billingKey, customerKey, { orderId: 'order_persist_1' }, { idempotencyKey: 'persist-key' });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(charged.body);
      expect((await second.api('GET', '/v1/payments/orders/order_persist_1')).body.status).toBe('DONE');
      // The card's "first charge only" count survived too.
      expect((await second.charge(billingKey, customerKey)).status).toBe(403);
      expect(second.app.payDev.store.webhooks.size).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses to start on a corrupt file rather than overwrite it', async () => {
    const dataFile = path.join(dir, 'corrupt.json');
    await writeFile(dataFile, '{ not json');
    await expect(buildPayDevServer({ dataFile, clock: new ControllableClock({ start: START, frozen: true }) })).rejects.toThrow(/not valid JSON/);
    expect(await readFile(dataFile, 'utf8')).toBe('{ not json');
  });
});
