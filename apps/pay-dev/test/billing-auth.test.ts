import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../src/cards';
import { DEFAULT_CLIENT_KEY } from '../src/config';
import { FAIL_URL, postForm, registrationQuery, startSandbox, SUCCESS_URL, type Sandbox } from './helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const form = (overrides: Record<string, string> = {}) => ({
  clientKey: DEFAULT_CLIENT_KEY,
  customerKey: 'cust_form_1',
  successUrl: SUCCESS_URL,
  failUrl: FAIL_URL,
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/29',
  identity: '900101',
  action: 'register',
  ...overrides,
});

describe('GET /billing/auth (card registration page)', () => {
  it('renders a Korean sandbox form with labelled inputs, the test cards and both colour schemes', async () => {
    const response = await fetch(`${sandbox.url}/billing/auth?${registrationQuery()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).not.toContain('script-src');
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('결제 샌드박스 (테스트 환경)');
    expect(html).toContain('width=device-width');
    expect(html).toContain('prefers-color-scheme:dark');
    for (const id of ['cardNumber', 'expiry', 'identity']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    for (const card of TEST_CARDS) expect(html).toContain(`value="${card.number}"`);
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('카드 등록');
    expect(html).toContain('취소');
    // No external assets.
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('fills in a test card when one is clicked', async () => {
    const response = await fetch(`${sandbox.url}/billing/auth?${registrationQuery({ card: '4000000000000002' })}`);
    const html = await response.text();
    expect(html).toContain('value="4000 0000 0000 0002"');
    expect(html).toContain('value="12/29"'); // December, three years after 2026
    expect(html).toContain('value="900101"');
    expect(html).toContain('채웠습니다');
  });

  it('shows an error page (and never redirects) for an unknown client key or bad return URLs', async () => {
    const unknown = await fetch(`${sandbox.url}/billing/auth?${registrationQuery({ clientKey: 'test_ck_other' })}`, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('등록되지 않은 클라이언트 키입니다');

    for (const bad of ['javascript:alert(1)', '/relative/path', 'ftp://example.com/x']) {
      const response = await fetch(`${sandbox.url}/billing/auth?${registrationQuery({ successUrl: bad })}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('돌아갈 주소가 올바르지 않습니다');
    }
    const badCustomer = await fetch(`${sandbox.url}/billing/auth?${registrationQuery({ customerKey: 'a' })}`);
    expect(badCustomer.status).toBe(400);
  });
});

describe('POST /billing/auth', () => {
  it('redirects to successUrl with customerKey and a fresh authKey', async () => {
    const response = await postForm(`${sandbox.url}/billing/auth`, form());
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(SUCCESS_URL);
    expect(location.searchParams.get('customerKey')).toBe('cust_form_1');
    expect(location.searchParams.get('authKey')).toMatch(/^bln_[A-Za-z0-9_-]{32}$/);
  });

  it('appends to a successUrl that already has a query, keeping its fragment last', async () => {
    const response = await postForm(`${sandbox.url}/billing/auth`, form({ successUrl: `${SUCCESS_URL}?plan=premium%20monthly#done` }));
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost:3000\/account\/billing\/success\?plan=premium%20monthly&customerKey=cust_form_1&authKey=bln_[^#]+#done$/);
  });

  it('re-renders with a Korean message for a bad card number, a past expiry or a bad birth date', async () => {
    const luhn = await postForm(`${sandbox.url}/billing/auth`, form({ cardNumber: '4242 4242 4242 4241' }));
    expect(luhn.status).toBe(400);
    const luhnHtml = await luhn.text();
    expect(luhnHtml).toContain('유효하지 않은 카드 번호입니다');
    expect(luhnHtml).toContain('aria-invalid="true"');

    const past = await postForm(`${sandbox.url}/billing/auth`, form({ expiry: '02/26' }));
    expect(past.status).toBe(400);
    expect(await past.text()).toContain('유효기간이 지난 카드입니다');
    // The current month (March 2026 on the sandbox clock) is still valid.
    expect((await postForm(`${sandbox.url}/billing/auth`, form({ expiry: '03/26' }))).status).toBe(303);

    const identity = await postForm(`${sandbox.url}/billing/auth`, form({ identity: '901332' }));
    expect(identity.status).toBe(400);
    expect(await identity.text()).toContain('생년월일(YYMMDD) 6자리 또는 사업자등록번호 10자리');
    // A business registration number works too.
    expect((await postForm(`${sandbox.url}/billing/auth`, form({ identity: '123-45-67890' }))).status).toBe(303);
  });

  it('sends the expired test card to failUrl with INVALID_CARD_EXPIRATION', async () => {
    const response = await postForm(`${sandbox.url}/billing/auth`, form({ cardNumber: '4000000000000069' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(FAIL_URL);
    expect(location.searchParams.get('code')).toBe('INVALID_CARD_EXPIRATION');
    expect(location.searchParams.get('message')).toContain('유효기간');
  });

  it('cancel sends the customer to failUrl with PAY_PROCESS_CANCELED', async () => {
    const response = await postForm(`${sandbox.url}/billing/auth`, form({ action: 'cancel', cardNumber: '' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(location.searchParams.get('message')).toBe('사용자가 결제를 취소했습니다.');
  });

  it('refuses posts from another site and bad request parameters', async () => {
    expect((await postForm(`${sandbox.url}/billing/auth`, form(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postForm(`${sandbox.url}/billing/auth`, form({ clientKey: 'nope' }))).status).toBe(400);
  });

  it('auth keys are single-use and expire after 10 minutes', async () => {
    const first = await sandbox.register('4242424242424242');
    expect((await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: first })).status).toBe(200);
    const reused = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: first });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_AUTH_KEY');

    const late = await sandbox.register('4242424242424242');
    sandbox.clock.advance(10 * 60 * 1000);
    const expired = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: late });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_AUTH_KEY');
    expect(expired.body.message).toMatch(/[가-힣]/);
  });
});
