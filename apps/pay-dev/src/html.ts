import type { TestCard } from './cards';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? '&#39;');
}

const FONT_STACK =
  '"Pretendard Variable", Pretendard, -apple-system, BlinkMacSystemFont, system-ui, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Segoe UI", Roboto, sans-serif';
const MONO_STACK = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const STYLES = `
:root{color-scheme:light dark;--bg:#f2f4f6;--surface:#fff;--text:#191f28;--muted:#4e5968;--subtle:#8b95a1;--line:#e5e8eb;--field:#fff;--field-line:#d1d6db;--accent:#3182f6;--accent-hover:#1b64da;--accent-text:#fff;--soft:#f9fafb;--warn-bg:#fff8e1;--warn-line:#f5d565;--warn-text:#4a3b00;--error-bg:#fdecec;--error-text:#b42318;--ok-bg:#e8f3ff;--ok-text:#1957c2;--chip:#e8f3ff;--chip-text:#1957c2}
@media (prefers-color-scheme:dark){:root{--bg:#101317;--surface:#1b1f25;--text:#eef1f4;--muted:#b0b8c1;--subtle:#8b95a1;--line:#2c323a;--field:#14181d;--field-line:#3a424c;--accent:#4c94f8;--accent-hover:#6aa6fa;--accent-text:#0b1220;--soft:#22272e;--warn-bg:#2d2610;--warn-line:#6b5a1c;--warn-text:#f3e3a6;--error-bg:#3a1717;--error-text:#ffb4ab;--ok-bg:#14263f;--ok-text:#a9cbff;--chip:#1d2f4a;--chip-text:#a9cbff}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font-family:${FONT_STACK};font-size:15px;line-height:1.55;word-break:keep-all;overflow-wrap:anywhere;display:flex;justify-content:center;align-items:flex-start;padding:40px 16px}
main{width:100%;max-width:480px;background:var(--surface);border-radius:16px;box-shadow:0 1px 2px rgba(0,0,0,.06),0 8px 24px rgba(0,0,0,.06);overflow:hidden}
main.wide{max-width:640px}
.brand{display:flex;align-items:center;gap:10px;padding:18px 24px;background:var(--accent);color:var(--accent-text)}
.brand h1{margin:0;font-size:17px;font-weight:700;letter-spacing:-.01em}
.brand .tag{margin-left:auto;font-size:12px;font-weight:700;padding:3px 9px;border-radius:999px;background:rgba(255,255,255,.2);white-space:nowrap}
.content{padding:20px 24px 24px}
.notice{margin:0 0 16px;padding:12px 14px;border-radius:10px;background:var(--warn-bg);border:1px solid var(--warn-line);color:var(--warn-text);font-size:13.5px}
.notice strong{display:block;margin-bottom:2px;font-size:14px}
.meta{margin:0 0 16px;font-size:13px;color:var(--muted)}
code{font-family:${MONO_STACK};font-size:12.5px;background:var(--soft);border-radius:4px;padding:1px 5px}
h2{margin:0 0 10px;font-size:15px;font-weight:700}
section+section{margin-top:24px;padding-top:20px;border-top:1px solid var(--line)}
label{display:block;font-size:13.5px;font-weight:600;margin:14px 0 6px}
input[type=text]{width:100%;padding:12px;border:1px solid var(--field-line);border-radius:10px;font:inherit;font-size:16px;background:var(--field);color:var(--text);font-variant-numeric:tabular-nums}
input[aria-invalid=true]{border-color:var(--error-text)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.row label{margin-top:14px}
.hint{margin:6px 0 0;font-size:12.5px;color:var(--subtle)}
.field-error{margin:6px 0 0;font-size:13px;color:var(--error-text)}
.form-error{margin:0 0 12px;padding:10px 12px;border-radius:10px;background:var(--error-bg);color:var(--error-text);font-size:14px}
.filled{margin:0 0 12px;padding:10px 12px;border-radius:10px;background:var(--ok-bg);color:var(--ok-text);font-size:14px}
.actions{display:grid;grid-template-columns:1fr 2fr;gap:10px;margin-top:20px}
.button{display:inline-flex;justify-content:center;align-items:center;width:100%;padding:13px 16px;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:700;cursor:pointer}
.button.primary{background:var(--accent);color:var(--accent-text)}
.button.primary:hover{background:var(--accent-hover)}
.button.secondary{background:var(--surface);color:var(--muted);border-color:var(--field-line)}
.button.secondary:hover{background:var(--soft)}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.card{width:100%;display:flex;flex-direction:column;gap:2px;text-align:left;padding:11px 14px;border:1px solid var(--line);border-radius:12px;background:var(--surface);font:inherit;color:inherit;cursor:pointer}
.card:hover{background:var(--soft);border-color:var(--field-line)}
.card .top{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px}
.card .number{font-family:${MONO_STACK};font-size:14px;font-weight:600;letter-spacing:.02em}
.card .label{font-size:12px;font-weight:700;padding:1px 8px;border-radius:999px;background:var(--chip);color:var(--chip-text)}
.card .desc{font-size:13px;color:var(--muted)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
footer{padding:14px 24px;background:var(--soft);border-top:1px solid var(--line);font-size:12px;color:var(--subtle)}
.error-code{font-family:${MONO_STACK};font-size:12.5px;color:var(--muted)}
.receipt{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:14px}
.receipt dt{color:var(--muted)}
.receipt dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.receipt .total{font-weight:700;font-size:16px}
.meta.key{margin:20px 0 0}
.status{display:inline-block;font-size:12px;font-weight:700;padding:2px 9px;border-radius:999px;background:var(--chip);color:var(--chip-text)}
.status.bad{background:var(--error-bg);color:var(--error-text)}
table{width:100%;border-collapse:collapse;font-size:13.5px}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid var(--line);vertical-align:top}
th{color:var(--muted);font-weight:600}
@media (max-width:480px){body{padding:0}main{border-radius:0;box-shadow:none;min-height:100vh}.content{padding:18px 16px 22px}.brand{padding:16px}}
`;

const SANDBOX_TAG = '결제 샌드박스 (테스트 환경)';

function document(options: { title: string; cspNonce: string; body: string }): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(options.title)}</title>
<style nonce="${escapeHtml(options.cspNonce)}">${STYLES}</style>
</head>
<body>
${options.body}
</body>
</html>
`;
}

function brandHeader(heading: string): string {
  return `<header class="brand"><h1>${escapeHtml(heading)}</h1><span class="tag">${SANDBOX_TAG}</span></header>`;
}

const FOOTER = '<footer>SPI 로컬 결제 샌드박스 · 토스페이먼츠 자동결제 API 대역 · 실제로 결제되지 않습니다</footer>';

/** `4242424242424242` → `4242 4242 4242 4242`. */
export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface RegistrationRequest {
  clientKey: string;
  customerKey: string;
  successUrl: string;
  failUrl: string;
}

export interface RegistrationValues {
  cardNumber: string;
  expiry: string;
  identity: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues | 'form', string>>;

export interface RegistrationPageOptions {
  cspNonce: string;
  request: RegistrationRequest;
  values?: RegistrationValues;
  errors?: RegistrationErrors;
  testCards: readonly TestCard[];
  /** The test card just filled in by a click in the list. */
  filledCard?: TestCard;
}

function hiddenFields(request: RegistrationRequest): string {
  return (['clientKey', 'customerKey', 'successUrl', 'failUrl'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request[name])}">`)
    .join('\n');
}

/** The card registration page (what the SDK's requestBillingAuth opens). No scripts: a test card is filled in by a GET round trip. */
export function renderRegistrationPage(options: RegistrationPageOptions): string {
  const values = options.values ?? { cardNumber: '', expiry: '', identity: '' };
  const errors = options.errors ?? {};
  const hidden = hiddenFields(options.request);
  const field = (name: keyof RegistrationValues) => ({
    error: errors[name] ? `<p class="field-error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '',
    invalid: errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ` aria-describedby="${name}-hint"`,
  });
  const number = field('cardNumber');
  const expiry = field('expiry');
  const identity = field('identity');
  const hasFieldErrors = Boolean(errors.cardNumber || errors.expiry || errors.identity);

  const cardItems = options.testCards
    .map(
      (card) => `<li><button type="submit" class="card" name="card" value="${escapeHtml(card.number)}" data-testid="test-card-${escapeHtml(card.number)}" aria-label="${escapeHtml(`${formatCardNumber(card.number)} ${card.label} 카드로 채우기`)}">
<span class="top"><span class="number">${escapeHtml(formatCardNumber(card.number))}</span><span class="label">${escapeHtml(card.label)}</span></span>
<span class="desc">${escapeHtml(card.description)}</span>
</button></li>`,
    )
    .join('\n');

  const body = `<main>
${brandHeader('카드 등록')}
<div class="content">
<div class="notice" role="note"><strong>${SANDBOX_TAG}입니다.</strong>토스페이먼츠 자동결제를 흉내 낸 SPI 개발·테스트용 화면입니다. 실제 카드 정보를 입력하지 마세요. 아래 테스트 카드를 누르면 입력란이 채워집니다.</div>
<p class="meta">자동결제(정기결제)에 사용할 카드를 등록합니다.<br>고객 키 <code>${escapeHtml(options.request.customerKey)}</code></p>

<section aria-labelledby="form-title">
<h2 id="form-title">카드 정보</h2>
${options.filledCard ? `<p class="filled" role="status">테스트 카드 <strong>${escapeHtml(formatCardNumber(options.filledCard.number))}</strong>(${escapeHtml(options.filledCard.label)})을(를) 채웠습니다. '카드 등록'을 누르세요.</p>` : ''}
${errors.form ? `<p class="form-error" role="alert">${escapeHtml(errors.form)}</p>` : hasFieldErrors ? '<p class="form-error" role="alert">입력한 카드 정보를 확인해 주세요.</p>' : ''}
<form method="post" action="/billing/auth" novalidate>
${hidden}
<label for="cardNumber">카드 번호</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" maxlength="23" placeholder="0000 0000 0000 0000" required value="${escapeHtml(values.cardNumber)}"${number.invalid}>
${number.error || '<p class="hint" id="cardNumber-hint">숫자만 입력하세요. 띄어쓰기와 하이픈은 무시합니다.</p>'}
<div class="row">
<div>
<label for="expiry">유효기간</label>
<input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="off" maxlength="7" placeholder="MM/YY" required value="${escapeHtml(values.expiry)}"${expiry.invalid}>
${expiry.error || '<p class="hint" id="expiry-hint">월/연도 (MM/YY)</p>'}
</div>
<div>
<label for="identity">생년월일 또는 사업자번호</label>
<input id="identity" name="identity" type="text" inputmode="numeric" autocomplete="off" maxlength="12" placeholder="YYMMDD" required value="${escapeHtml(values.identity)}"${identity.invalid}>
${identity.error || '<p class="hint" id="identity-hint">생년월일 6자리 또는 사업자등록번호 10자리</p>'}
</div>
</div>
<div class="actions">
<button type="submit" class="button secondary" name="action" value="cancel" formnovalidate>취소</button>
<button type="submit" class="button primary" name="action" value="register"${options.filledCard ? ' autofocus' : ''}>카드 등록</button>
</div>
</form>
</section>

<section aria-labelledby="cards-title">
<h2 id="cards-title">테스트 카드</h2>
<p class="meta">누르면 카드 번호와 유효기간, 생년월일이 채워집니다.</p>
<form method="get" action="/billing/auth">
${hidden}
<ul class="cards">
${cardItems}
</ul>
</form>
</section>
</div>
${FOOTER}
</main>`;
  return document({ title: `카드 등록 - ${SANDBOX_TAG}`, cspNonce: options.cspNonce, body });
}

export interface ErrorPageOptions {
  cspNonce: string;
  heading: string;
  message: string;
  code?: string;
}

/** A Korean error page, used wherever redirecting back would be unsafe. */
export function renderErrorPage(options: ErrorPageOptions): string {
  const body = `<main>
${brandHeader('결제 샌드박스')}
<div class="content">
<div class="notice" role="note"><strong>${SANDBOX_TAG}입니다.</strong>실제 결제 서비스가 아니라 SPI 개발·테스트용 화면입니다.</div>
<h2 role="alert">${escapeHtml(options.heading)}</h2>
<p>${escapeHtml(options.message)}</p>
${options.code ? `<p class="error-code">오류 코드: ${escapeHtml(options.code)}</p>` : ''}
</div>
${FOOTER}
</main>`;
  return document({ title: `오류 - ${SANDBOX_TAG}`, cspNonce: options.cspNonce, body });
}

export interface ReceiptView {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: string;
  cardCompany: string;
  cardNumber: string;
  approveNo: string | null;
  /** Already formatted (KST). */
  approvedAt: string | null;
  requestedAt: string;
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  taxFreeAmount: number;
  cancels: Array<{ canceledAt: string; cancelAmount: number; cancelReason: string }>;
  failure: { code: string; message: string } | null;
  merchant: string;
}

const STATUS_LABELS: Record<string, string> = {
  DONE: '승인 완료',
  CANCELED: '전체 취소',
  PARTIAL_CANCELED: '부분 취소',
  ABORTED: '승인 실패',
};

function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** The card receipt (매출전표) behind `receipt.url`. */
export function renderReceiptPage(options: { cspNonce: string; receipt: ReceiptView }): string {
  const r = options.receipt;
  const bad = r.status === 'ABORTED' || r.status === 'CANCELED';
  const canceled = r.cancels.reduce((sum, cancel) => sum + cancel.cancelAmount, 0);
  const basis = canceled > 0 ? ' (잔액 기준)' : '';
  const row = (term: string, value: string, className = '') => `<dt>${escapeHtml(term)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
  const cancels = r.cancels
    .map((cancel) => `<tr><td>${escapeHtml(cancel.canceledAt)}</td><td>${escapeHtml(won(cancel.cancelAmount))}</td><td>${escapeHtml(cancel.cancelReason)}</td></tr>`)
    .join('\n');
  const body = `<main>
${brandHeader('카드 매출전표')}
<div class="content">
<div class="notice" role="note"><strong>${SANDBOX_TAG}의 영수증입니다.</strong>실제 카드 거래가 아니며 세금계산서나 증빙으로 쓸 수 없습니다.</div>
<p><span class="status${bad ? ' bad' : ''}">${escapeHtml(STATUS_LABELS[r.status] ?? r.status)}</span></p>
<section aria-labelledby="deal-title">
<h2 id="deal-title">거래 정보</h2>
<dl class="receipt">
${row('가맹점', r.merchant)}
${row('상품명', r.orderName)}
${row('주문번호', r.orderId)}
${row('카드사', `${r.cardCompany}카드`)}
${row('카드번호', r.cardNumber)}
${row('할부', '일시불')}
${row('승인번호', r.approveNo ?? '-')}
${row('거래 요청 일시', r.requestedAt)}
${row('승인 일시', r.approvedAt ?? '-')}
</dl>
</section>
<section aria-labelledby="amount-title">
<h2 id="amount-title">금액</h2>
<dl class="receipt">
${canceled > 0 ? `${row('결제 금액', won(r.totalAmount))}
${row('취소 금액', won(canceled))}
${row('취소 후 잔액', won(r.balanceAmount), 'total')}` : row('결제 금액', won(r.totalAmount), 'total')}
${row(`공급가액${basis}`, won(r.suppliedAmount))}
${row(`부가세${basis}`, won(r.vat))}
${row(`면세 금액${basis}`, won(r.taxFreeAmount))}
</dl>
</section>
${
  r.cancels.length > 0
    ? `<section aria-labelledby="cancel-title"><h2 id="cancel-title">취소 내역</h2>
<table><thead><tr><th scope="col">취소 일시</th><th scope="col">금액</th><th scope="col">사유</th></tr></thead><tbody>
${cancels}
</tbody></table></section>`
    : ''
}
${r.failure ? `<section aria-labelledby="failure-title"><h2 id="failure-title">실패 사유</h2><p>${escapeHtml(r.failure.message)}</p><p class="error-code">오류 코드: ${escapeHtml(r.failure.code)}</p></section>` : ''}
<p class="meta key">결제 키 <code>${escapeHtml(r.paymentKey)}</code></p>
</div>
${FOOTER}
</main>`;
  return document({ title: `카드 매출전표 - ${SANDBOX_TAG}`, cspNonce: options.cspNonce, body });
}

/** The landing page at `/`: what this server is, its endpoints and test cards. */
export function renderIndexPage(options: { cspNonce: string; baseUrl: string; testCards: readonly TestCard[]; controlEnabled: boolean }): string {
  const cards = options.testCards
    .map((card) => `<tr><td><code>${escapeHtml(formatCardNumber(card.number))}</code></td><td>${escapeHtml(card.label)}</td><td>${escapeHtml(card.description)}</td></tr>`)
    .join('\n');
  const body = `<main class="wide">
${brandHeader('SPI 로컬 결제 샌드박스')}
<div class="content">
<div class="notice" role="note"><strong>${SANDBOX_TAG}입니다.</strong>개발과 테스트에서 토스페이먼츠 자동결제(빌링) API를 대신하는 서버입니다. 실제로 결제되지 않습니다.</div>
<section aria-labelledby="api-title">
<h2 id="api-title">API</h2>
<p class="meta">API 기본 주소 <code>${escapeHtml(options.baseUrl)}</code> (토스페이먼츠의 <code>https://api.tosspayments.com</code> 자리)<br>
카드 등록 화면 <code>${escapeHtml(`${options.baseUrl}/billing/auth`)}</code><br>
제어 API <code>/__control/*</code> ${options.controlEnabled ? '사용 중' : '꺼짐'}</p>
</section>
<section aria-labelledby="cards-title">
<h2 id="cards-title">테스트 카드</h2>
<table><thead><tr><th scope="col">카드 번호</th><th scope="col">동작</th><th scope="col">설명</th></tr></thead><tbody>
${cards}
</tbody></table>
</section>
</div>
${FOOTER}
</main>`;
  return document({ title: 'SPI 로컬 결제 샌드박스', cspNonce: options.cspNonce, body });
}

/** Content-Security-Policy of an HTML page: no scripts, nonce'd styles, forms only to `formTargets`. */
export function contentSecurityPolicy(cspNonce: string, formTargets: string[]): string {
  const formAction = formTargets.length > 0 ? formTargets.join(' ') : "'none'";
  return ["default-src 'none'", `style-src 'nonce-${cspNonce}'`, "img-src 'self' data:", `form-action ${formAction}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
}
