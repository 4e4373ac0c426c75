import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardProfile, luhnValid, maskCardNumber, normalizeCardNumber, parseExpiry, TEST_CARDS, validIdentity, type TestCard } from '../cards';
import { kstYearMonth } from '../clock';
import { ERRORS } from '../errors';
import { formatCardNumber, renderRegistrationPage, type RegistrationErrors, type RegistrationRequest, type RegistrationValues } from '../html';
import { createAuthKey } from '../payments';
import type { StoredCard } from '../store';
import type { RouteContext } from './context';
import { cspNonce, originOf, sendErrorPage, sendHtml } from './html-reply';
import { CUSTOMER_KEY_PATTERN } from './validation';

/** What Toss sends to failUrl when the customer closes the window. */
export const CANCELED_BY_USER = { code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소했습니다.' } as const;

const MAX_URL_LENGTH = 2048;

type Params = Record<string, unknown>;

function paramsOf(value: unknown): Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {};
}

/** A single string parameter; repeated or missing gives ''. */
function text(source: Params, name: string): string {
  const value = source[name];
  return typeof value === 'string' ? value : '';
}

function isHttpUrl(value: string): boolean {
  if (value.length === 0 || value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Appends parameters to a URL as typed (keeping its own query as is, and any fragment at the end). */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : url.slice(hashAt);
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${fragment}`;
}

type RequestCheck = { ok: true; request: RegistrationRequest } | { ok: false; status: number; heading: string; message: string; code: string };

/** Checks the four parameters the SDK sends. Until they pass, nothing redirects anywhere. */
function checkRequest(source: Params, clientKey: string): RequestCheck {
  const request: RegistrationRequest = {
    clientKey: text(source, 'clientKey'),
    customerKey: text(source, 'customerKey'),
    successUrl: text(source, 'successUrl'),
    failUrl: text(source, 'failUrl'),
  };
  if (request.clientKey !== clientKey) {
    return {
      ok: false,
      status: 400,
      heading: '등록되지 않은 클라이언트 키입니다',
      message: request.clientKey
        ? '이 결제 샌드박스에 등록된 클라이언트 키가 아닙니다. PAY_DEV_CLIENT_KEY와 서비스의 TOSS_CLIENT_KEY 설정을 확인하세요.'
        : '요청에 clientKey가 없습니다.',
      code: 'INVALID_CLIENT_KEY',
    };
  }
  if (!CUSTOMER_KEY_PATTERN.test(request.customerKey)) {
    return { ok: false, status: 400, heading: '고객 키가 올바르지 않습니다', message: 'customerKey는 영문 대소문자, 숫자, - _ = . @ 로 이루어진 2자 이상 300자 이하 문자열이어야 합니다.', code: 'INVALID_CUSTOMER_KEY' };
  }
  if (!isHttpUrl(request.successUrl) || !isHttpUrl(request.failUrl)) {
    return { ok: false, status: 400, heading: '돌아갈 주소가 올바르지 않습니다', message: 'successUrl과 failUrl은 http 또는 https로 시작하는 절대 주소여야 합니다.', code: 'INVALID_URL' };
  }
  return { ok: true, request };
}

/** A valid expiry for the test cards: December, three years from now. */
function suggestedExpiry(now: number): string {
  const { year } = kstYearMonth(now);
  return `12/${String((year + 3) % 100).padStart(2, '0')}`;
}

function validateCard(values: RegistrationValues, now: number): { errors: RegistrationErrors; number?: string } {
  const errors: RegistrationErrors = {};
  const number = normalizeCardNumber(values.cardNumber);
  if (values.cardNumber.trim() === '') errors.cardNumber = '카드 번호를 입력하세요.';
  else if (!number) errors.cardNumber = '카드 번호는 14~16자리 숫자여야 합니다.';
  else if (!luhnValid(number)) errors.cardNumber = '유효하지 않은 카드 번호입니다. 번호를 다시 확인하세요.';

  const expiry = parseExpiry(values.expiry);
  const current = kstYearMonth(now);
  if (values.expiry.trim() === '') errors.expiry = '유효기간을 입력하세요.';
  else if (!expiry) errors.expiry = '유효기간은 MM/YY 형식으로 입력하세요. 예: 12/29';
  else if (expiry.year < current.year || (expiry.year === current.year && expiry.month < current.month)) errors.expiry = '유효기간이 지난 카드입니다.';
  else if (expiry.year > current.year + 20) errors.expiry = '유효기간을 다시 확인하세요.';

  if (values.identity.trim() === '') errors.identity = '생년월일 6자리 또는 사업자등록번호 10자리를 입력하세요.';
  else if (!validIdentity(values.identity)) errors.identity = '생년월일(YYMMDD) 6자리 또는 사업자등록번호 10자리를 정확히 입력하세요.';
  return { errors, ...(number ? { number } : {}) };
}

/** The card registration window: GET renders it, POST registers (or cancels) and redirects back. */
export function registerBillingAuthRoutes(app: FastifyInstance, context: RouteContext): void {
  const render = (reply: FastifyReply, status: number, request: RegistrationRequest, extra: { values?: RegistrationValues; errors?: RegistrationErrors; filledCard?: TestCard } = {}) => {
    const nonce = cspNonce();
    const targets = ["'self'", originOf(request.successUrl), originOf(request.failUrl)].filter((value): value is string => value !== undefined);
    return sendHtml(reply, status, renderRegistrationPage({ cspNonce: nonce, request, testCards: TEST_CARDS, ...extra }), nonce, [...new Set(targets)]);
  };
  const redirect = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 303);

  app.get('/billing/auth', { config: { kind: 'html' } }, async (request: FastifyRequest, reply) => {
    const query = paramsOf(request.query);
    const checked = checkRequest(query, context.clientKey);
    if (!checked.ok) return sendErrorPage(reply, checked.status, checked);
    const filledCard = TEST_CARDS.find((card) => card.number === text(query, 'card'));
    if (!filledCard) return render(reply, 200, checked.request);
    return render(reply, 200, checked.request, {
      filledCard,
      values: { cardNumber: formatCardNumber(filledCard.number), expiry: suggestedExpiry(context.clock.now()), identity: '900101' },
    });
  });

  app.post('/billing/auth', { config: { kind: 'html' } }, async (request: FastifyRequest, reply) => {
    // A form on another site cannot post here: browsers say where a POST came from.
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return sendErrorPage(reply, 403, { heading: '허용되지 않은 요청입니다', message: '다른 사이트에서 보낸 카드 등록 요청은 받지 않습니다.', code: 'FORBIDDEN_REQUEST' });
    }
    const body = paramsOf(request.body);
    const checked = checkRequest(body, context.clientKey);
    if (!checked.ok) return sendErrorPage(reply, checked.status, checked);
    const { request: registration } = checked;

    if (text(body, 'action') === 'cancel') {
      request.log.info('card registration cancelled by the user');
      return redirect(reply, appendQuery(registration.failUrl, CANCELED_BY_USER));
    }

    const values: RegistrationValues = { cardNumber: text(body, 'cardNumber'), expiry: text(body, 'expiry'), identity: text(body, 'identity') };
    const { errors, number } = validateCard(values, context.clock.now());
    if (Object.keys(errors).length > 0 || !number) return render(reply, 400, registration, { values, errors });

    const profile = cardProfile(number);
    if (profile.behavior.kind === 'expired') {
      request.log.info('card registration refused: expired test card');
      return redirect(reply, appendQuery(registration.failUrl, { code: 'INVALID_CARD_EXPIRATION', message: ERRORS.INVALID_CARD_EXPIRATION.message }));
    }
    const card: StoredCard = {
      number: maskCardNumber(number),
      issuerCode: profile.company.code,
      acquirerCode: profile.company.code,
      company: profile.company.name,
      cardType: '신용',
      ownerType: '개인',
      behavior: profile.behavior,
    };
    const authKey = createAuthKey(context, registration.customerKey, card);
    request.log.info('card registered; auth key issued');
    return redirect(reply, appendQuery(registration.successUrl, { customerKey: registration.customerKey, authKey }));
  });
}
