import { SOPHI_GUEST_COOKIE, SOPHI_GUEST_DAILY_QUOTA } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, FakeClock } from './helpers';
import { listenSophiApp, SophiClient, uniquePrefix, type SophiTestApp } from './sophi-helpers';

const NOW = Date.parse('2026-03-16T03:00:00Z');

/**
 * Guests count per browser (the spi-sophi-guest cookie from GET /sophi/status), so readers behind one office
 * address do not share five questions; a browser without the cookie counts per address.
 */
describe('Sophi guest quota per browser', () => {
  let db: DbHandle;
  let a: SophiTestApp;
  const clients: SophiClient[] = [];
  beforeAll(async () => {
    db = await createTestDb('pglite');
    a = await listenSophiApp(db, new FakeClock(NOW), uniquePrefix());
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await a.app.close();
    await db.close();
  });

  async function guestKey(): Promise<string> {
    const status = await a.app.inject({ method: 'GET', url: '/api/seoul/v1/sophi/status' });
    expect(status.statusCode).toBe(200);
    const cookie = status.cookies.find((c) => c.name === SOPHI_GUEST_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/api');
    return cookie!.value;
  }

  async function askAll(key: string | null, count: number): Promise<string[]> {
    const c = SophiClient.connect(a.wsBase, { headers: key ? { cookie: `${SOPHI_GUEST_COOKIE}=${key}` } : {} });
    clients.push(c);
    await c.waitFor('ready');
    const outcomes: string[] = [];
    for (let i = 0; i < count; i++) {
      const before = c.events.length;
      c.ask(`질문 ${i}`);
      await c.until(() => c.events.slice(before).some((e) => e.type === 'done' || e.type === 'error'));
      const last = c.events.slice(before).find((e) => e.type === 'done' || e.type === 'error')!;
      outcomes.push(last.type === 'error' ? last.code : 'done');
      await a.app.counterStore.delete('sophi:rate:ip:127.0.0.1');
    }
    return outcomes;
  }

  it('two browsers at one address each get the guest quota; the status says what is left', async () => {
    const first = await guestKey();
    const second = await guestKey();
    expect(first).not.toBe(second);
    expect(await askAll(first, SOPHI_GUEST_DAILY_QUOTA + 1)).toEqual([...Array(SOPHI_GUEST_DAILY_QUOTA).fill('done'), 'SOPHI_QUOTA_EXCEEDED']);
    expect(await askAll(second, 1)).toEqual(['done']);
    const status = await a.app.inject({ method: 'GET', url: '/api/seoul/v1/sophi/status', cookies: { [SOPHI_GUEST_COOKIE]: first } });
    expect(status.json().quota).toMatchObject({ limit: SOPHI_GUEST_DAILY_QUOTA, used: SOPHI_GUEST_DAILY_QUOTA, remaining: 0 });
    // The status keeps an existing key rather than issuing a new one.
    expect(status.cookies.find((c) => c.name === SOPHI_GUEST_COOKIE)).toBeUndefined();
  });

  it('a forged key is ignored: the browser counts per address', async () => {
    expect(await askAll('not a key', 1)).toEqual(['done']);
  });
});
