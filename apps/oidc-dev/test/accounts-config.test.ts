import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountStore, SEED_ACCOUNTS } from '../src/accounts';
import { ConfigError, DEFAULT_CLIENTS, loadConfig, parseClients } from '../src/config';
import { buildTestServer, CLIENTS, decide, exchange, obtainCode, startAuthorization } from './helpers';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oidc-dev-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('accounts', () => {
  it('seeds the demo accounts of each provider with fixed subjects', async () => {
    const store = await AccountStore.open();
    expect(store.list('kakao').map(({ sub, email, nickname }) => ({ sub, email, nickname }))).toEqual([
      { sub: 'kakao-demo-1001', email: 'minjun.kim@example.com', nickname: '김민준 (카카오 데모)' },
      { sub: 'kakao-demo-1002', email: 'seoyeon.lee@example.com', nickname: '이서연 (카카오 데모)' },
      { sub: 'kakao-demo-1003', email: 'haeun.jung@example.com', nickname: '정하은 (카카오 데모)' },
    ]);
    expect(store.list('google').map(({ sub, email, nickname }) => ({ sub, email, nickname }))).toEqual([
      { sub: 'google-demo-2001', email: 'jiho.park@example.com', nickname: 'Park Jiho (Google 데모)' },
      { sub: 'google-demo-2002', email: 'yuna.choi@example.com', nickname: 'Choi Yuna (Google 데모)' },
    ]);
    expect(SEED_ACCOUNTS).toHaveLength(5);
  });

  it('keeps created accounts in memory when no data file is set', async () => {
    const store = await AccountStore.open();
    const account = await store.create('google', { email: 'mem@example.com', nickname: 'Mem' });
    expect(account.sub).toMatch(/^1\d{20}$/);
    expect(store.get('google', account.sub)).toMatchObject({ email: 'mem@example.com', nickname: 'Mem', seeded: false });
    expect((await AccountStore.open()).get('google', account.sub)).toBeUndefined();
  });

  it('persists created accounts to the data file and loads them on the next start', async () => {
    const dataFile = path.join(dir, 'nested', 'oidc-dev', 'accounts.json');
    const first = await buildTestServer({ dataFile });
    let sub: string;
    try {
      const start = await startAuthorization(first, 'google');
      const response = await decide(first, 'google', { tx: start.tx ?? '', action: 'create', email: 'persist@example.com', nickname: 'Persist Kim' });
      expect(response.statusCode).toBe(200);
      const created = first.oidcDev.accounts.list('google').find((account) => account.email === 'persist@example.com');
      sub = created?.sub ?? '';
      expect(sub).not.toBe('');
    } finally {
      await first.close();
    }

    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { version: number; accounts: unknown[] };
    // Only created accounts are written; the seeds live in code.
    expect(saved).toEqual({ version: 1, accounts: [{ sub, provider: 'google', email: 'persist@example.com', nickname: 'Persist Kim' }] });

    const second = await buildTestServer({ dataFile });
    try {
      expect(second.oidcDev.accounts.get('google', sub)).toMatchObject({ email: 'persist@example.com', nickname: 'Persist Kim' });
      // The reloaded account can sign in, with the same subject.
      const { code, verifier } = await obtainCode(second, 'google', sub);
      const tokens = (await exchange(second, 'google', { code, code_verifier: verifier })).json<{ access_token: string }>();
      const info = await second.inject({ method: 'GET', url: '/google/v1/userinfo', headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(info.json()).toMatchObject({ sub, email: 'persist@example.com', name: 'Persist Kim' });
    } finally {
      await second.close();
    }
  });

  it('skips malformed entries and refuses a file that is not JSON', async () => {
    const dataFile = path.join(dir, 'accounts.json');
    await writeFile(
      dataFile,
      JSON.stringify({ version: 1, accounts: [{ sub: 'ok-1', provider: 'kakao', email: 'ok@example.com', nickname: 'OK' }, { sub: 'x', provider: 'naver' }, { sub: 'kakao-demo-1001', provider: 'kakao', email: 'dup@example.com', nickname: 'Dup' }] }),
    );
    const warnings: string[] = [];
    const store = await AccountStore.open({ dataFile, warn: (message) => warnings.push(message) });
    expect(store.get('kakao', 'ok-1')).toBeDefined();
    expect(store.get('kakao', 'kakao-demo-1001')?.email).toBe('minjun.kim@example.com');
    expect(warnings).toHaveLength(2);

    await writeFile(dataFile, '{ not json');
    await expect(AccountStore.open({ dataFile })).rejects.toThrow(/not valid JSON/);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 4001,
      host: '127.0.0.1',
      baseUrl: 'http://localhost:4001',
      clients: DEFAULT_CLIENTS,
      dataFile: undefined,
      logLevel: 'info',
    });
    expect(DEFAULT_CLIENTS.map((client) => client.clientId)).toEqual([CLIENTS.kakao.clientId, CLIENTS.google.clientId]);
  });

  it('reads OIDC_DEV_* variables', () => {
    const clients = [{ provider: 'kakao', clientId: 'k', clientSecret: 's', redirectUris: ['http://127.0.0.1:3000/cb'] }];
    const config = loadConfig({
      OIDC_DEV_PORT: '4101',
      OIDC_DEV_BASE_URL: 'http://127.0.0.1:4101/',
      OIDC_DEV_CLIENTS: JSON.stringify(clients),
      OIDC_DEV_DATA_FILE: '/tmp/x/accounts.json',
      OIDC_DEV_LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 4101, baseUrl: 'http://127.0.0.1:4101', clients, dataFile: '/tmp/x/accounts.json', logLevel: 'warn' });
  });

  it.each([
    ['not JSON', '{oops "secret-value"'],
    ['not an array', '{}'],
    ['an unknown provider', '[{"provider":"naver","clientId":"a","clientSecret":"b","redirectUris":["http://x/cb"]}]'],
    ['no redirect URIs', '[{"provider":"kakao","clientId":"a","clientSecret":"b","redirectUris":[]}]'],
    ['a relative redirect URI', '[{"provider":"kakao","clientId":"a","clientSecret":"b","redirectUris":["/cb"]}]'],
    ['a duplicate client id', '[{"provider":"kakao","clientId":"a","clientSecret":"b","redirectUris":["http://x/cb"]},{"provider":"google","clientId":"a","clientSecret":"c","redirectUris":["http://x/cb"]}]'],
  ])('rejects OIDC_DEV_CLIENTS with %s, without echoing it', (_label, json) => {
    expect(() => parseClients(json)).toThrow(ConfigError);
    try {
      parseClients(json);
    } catch (error) {
      expect((error as Error).message).not.toContain('secret-value');
    }
  });

  it('rejects a bad port or base URL', () => {
    expect(() => loadConfig({ OIDC_DEV_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_DEV_BASE_URL: 'localhost:4001' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_DEV_BASE_URL: 'http://localhost:4001/?x=1' })).toThrow(ConfigError);
  });
});

describe('logging', () => {
  it('never logs codes, tokens, secrets, state or nonce', async () => {
    const lines: string[] = [];
    const app = await buildTestServer({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    try {
      const { code, verifier, state, nonce } = await obtainCode(app, 'kakao', 'kakao-demo-1001');
      const tokens = (await exchange(app, 'kakao', { code, code_verifier: verifier })).json<{ access_token: string; id_token: string }>();
      await app.inject({ method: 'GET', url: '/kakao/v1/oidc/userinfo', headers: { authorization: `Bearer ${tokens.access_token}` } });
      await exchange(app, 'kakao', { code, code_verifier: verifier });
      await exchange(app, 'kakao', { code, code_verifier: verifier, client_secret: 'wrong-secret-value' });

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).toContain('tokens issued');
      expect(log).toContain('authorization code presented again');
      for (const secret of [code, verifier, state, nonce, tokens.access_token, tokens.id_token, CLIENTS.kakao.clientSecret, 'wrong-secret-value']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
