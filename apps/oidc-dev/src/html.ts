import { nicknameLabel, type Account, type NewAccountErrors } from './accounts';
import { PROVIDERS, type ProviderId } from './providers';

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

const FONT_STACK =
  '"Pretendard Variable", Pretendard, -apple-system, BlinkMacSystemFont, system-ui, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Segoe UI", Roboto, "Helvetica Neue", sans-serif';

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f4f5f7;color:#191919;font-family:${FONT_STACK};font-size:15px;line-height:1.55;word-break:keep-all;overflow-wrap:anywhere;display:flex;justify-content:center;align-items:flex-start;padding:40px 16px}
main{width:100%;max-width:440px;background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(0,0,0,.06),0 8px 24px rgba(0,0,0,.06);overflow:hidden}
.brand{display:flex;align-items:center;gap:10px;padding:18px 24px}
.brand h1{margin:0;font-size:17px;font-weight:700;letter-spacing:-.01em}
.brand .tag{margin-left:auto;font-size:12px;font-weight:600;padding:3px 8px;border-radius:999px;white-space:nowrap}
.kakao .brand{background:#FEE500;color:#000}
.kakao .brand .wordmark{font-weight:800;font-size:20px;letter-spacing:-.04em}
.kakao .brand .tag{background:rgba(0,0,0,.08);color:#000}
.google .brand{background:#fff;color:#202124;border-bottom:1px solid #dadce0}
.google .brand .wordmark{font-family:"Product Sans",Arial,${FONT_STACK};font-weight:600;font-size:21px;letter-spacing:-.02em}
.google .brand .tag{background:#e8f0fe;color:#174ea6}
.plain .brand{background:#2b2f36;color:#fff}
.plain .brand .tag{background:rgba(255,255,255,.16);color:#fff}
.g-blue{color:#4285F4}.g-red{color:#EA4335}.g-yellow{color:#FBBC05}.g-green{color:#34A853}
.content{padding:20px 24px 24px}
.notice{margin:0 0 16px;padding:12px 14px;border-radius:10px;background:#fff8e1;border:1px solid #f5d565;font-size:13.5px;color:#4a3b00}
.notice strong{display:block;margin-bottom:2px;font-size:14px;color:#3a2e00}
.meta{margin:0 0 20px;font-size:13px;color:#5f6368}
.meta code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;background:#f1f3f4;border-radius:4px;padding:1px 5px;color:#202124}
h2{margin:0 0 10px;font-size:15px;font-weight:700}
section+section{margin-top:24px;padding-top:20px;border-top:1px solid #eceef0}
.accounts{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.account{width:100%;display:flex;align-items:center;gap:12px;text-align:left;padding:12px 14px;border:1px solid #dfe1e5;border-radius:12px;background:#fff;font:inherit;color:inherit;cursor:pointer;transition:border-color .15s,background .15s}
.account:hover{background:#f8f9fa;border-color:#bdc1c6}
.account.new{border-color:#34A853;background:#f1faf3}
.avatar{flex:none;width:38px;height:38px;border-radius:50%;display:grid;place-items:center;font-weight:700;font-size:16px}
.kakao .avatar{background:#FEE500;color:#000}
.google .avatar{background:#e8f0fe;color:#1a73e8}
.who{display:flex;flex-direction:column;min-width:0}
.who .name{font-weight:600}
.who .email{font-size:13px;color:#5f6368}
.empty{margin:0;color:#5f6368;font-size:14px}
.success{margin:0 0 12px;padding:10px 12px;border-radius:10px;background:#e6f4ea;color:#137333;font-size:14px}
.form-error{margin:0 0 12px;padding:10px 12px;border-radius:10px;background:#fce8e6;color:#a50e0e;font-size:14px}
label{display:block;font-size:13.5px;font-weight:600;margin:12px 0 6px}
input[type=email],input[type=text]{width:100%;padding:11px 12px;border:1px solid #c8cbd0;border-radius:10px;font:inherit;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#d93025;background:#fffafa}
.field-error{margin:6px 0 0;font-size:13px;color:#c5221f}
.hint{margin:6px 0 0;font-size:12.5px;color:#5f6368}
.button{display:inline-flex;justify-content:center;align-items:center;width:100%;padding:12px 16px;margin-top:16px;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:700;cursor:pointer}
.kakao .button.primary{background:#FEE500;color:#000}
.kakao .button.primary:hover{background:#f5dc00}
.google .button.primary{background:#1a73e8;color:#fff}
.google .button.primary:hover{background:#1765cc}
.button.secondary{background:#fff;color:#3c4043;border-color:#dadce0;font-weight:600}
.button.secondary:hover{background:#f8f9fa}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
footer{padding:14px 24px;background:#fafafa;border-top:1px solid #eceef0;font-size:12px;color:#80868b}
.error-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;color:#5f6368}
@media (max-width:480px){body{padding:0}main{border-radius:0;box-shadow:none;min-height:100vh}}
`;

function document(options: { title: string; bodyClass: string; cspNonce: string; body: string }): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<style nonce="${escapeHtml(options.cspNonce)}">${STYLES}</style>
</head>
<body class="${options.bodyClass}">
${options.body}
</body>
</html>
`;
}

function brandHeader(provider: ProviderId | undefined, heading: string): string {
  const wordmark =
    provider === 'kakao'
      ? '<span class="wordmark" aria-hidden="true">kakao</span>'
      : provider === 'google'
        ? '<span class="wordmark" aria-hidden="true"><span class="g-blue">G</span><span class="g-red">o</span><span class="g-yellow">o</span><span class="g-blue">g</span><span class="g-green">l</span><span class="g-red">e</span></span>'
        : '';
  return `<header class="brand">${wordmark}<h1>${escapeHtml(heading)}</h1><span class="tag">로컬 테스트</span></header>`;
}

export function pageTitle(provider: ProviderId): string {
  return `${PROVIDERS[provider].displayName} 로그인 (로컬 테스트 제공자)`;
}

export interface AuthorizePageOptions {
  provider: ProviderId;
  cspNonce: string;
  /** Where the forms post (the provider's decision path). */
  action: string;
  transactionId: string;
  clientId: string;
  redirectUri: string;
  accounts: Account[];
  /** Values to put back into the new-account form after a validation error. */
  values?: { email: string; nickname: string };
  errors?: NewAccountErrors;
  /** The subject of an account just created, highlighted in the list. */
  createdSub?: string;
}

function initial(nickname: string): string {
  return [...nickname.trim()][0]?.toUpperCase() ?? '?';
}

function redirectTarget(redirectUri: string): string {
  try {
    const url = new URL(redirectUri);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return redirectUri;
  }
}

/** The account chooser shown at the authorization endpoint. */
export function renderAuthorizePage(options: AuthorizePageOptions): string {
  const { provider, transactionId } = options;
  const name = PROVIDERS[provider].displayName;
  const label = nicknameLabel(provider);
  const errors = options.errors ?? {};
  const values = options.values ?? { email: '', nickname: '' };
  const action = escapeHtml(options.action);
  const tx = `<input type="hidden" name="tx" value="${escapeHtml(transactionId)}">`;
  const created = options.createdSub ? options.accounts.find((account) => account.sub === options.createdSub) : undefined;

  const accountItems = options.accounts
    .map((account) => {
      const isNew = account.sub === options.createdSub;
      return `<li><button type="submit" class="account${isNew ? ' new' : ''}" name="account" value="${escapeHtml(account.sub)}" data-testid="account-${escapeHtml(account.sub)}">
<span class="avatar" aria-hidden="true">${escapeHtml(initial(account.nickname))}</span>
<span class="who"><span class="name">${escapeHtml(account.nickname)}</span><span class="email">${escapeHtml(account.email)}</span></span>
</button></li>`;
    })
    .join('\n');

  const fieldError = (field: 'email' | 'nickname') =>
    errors[field] ? `<p class="field-error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
  const invalid = (field: 'email' | 'nickname') =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const hasErrors = Boolean(errors.email || errors.nickname || errors.form);

  const body = `<main>
${brandHeader(provider, `${name} 로그인`)}
<div class="content">
<div class="notice" role="note"><strong>로컬 테스트 제공자입니다.</strong>실제 ${escapeHtml(name)} 로그인이 아니라 SPI 개발·테스트용으로 흉내 낸 화면입니다. 실제 계정 정보나 비밀번호를 입력하지 마세요.</div>
<p class="meta">요청한 서비스 <code>${escapeHtml(options.clientId)}</code><br>로그인 후 돌아갈 곳 <code>${escapeHtml(redirectTarget(options.redirectUri))}</code></p>

<section aria-labelledby="accounts-title">
<h2 id="accounts-title">테스트 계정으로 계속하기</h2>
${created ? `<p class="success" role="status">새 테스트 계정 <strong>${escapeHtml(created.nickname)}</strong>을(를) 만들었습니다. 아래 목록에서 선택하세요.</p>` : ''}
${
  options.accounts.length > 0
    ? `<form method="post" action="${action}">
${tx}
<input type="hidden" name="action" value="select">
<ul class="accounts">
${accountItems}
</ul>
</form>`
    : '<p class="empty">아직 테스트 계정이 없습니다. 아래에서 만드세요.</p>'
}
</section>

<section aria-labelledby="create-title">
<h2 id="create-title">새 테스트 계정 만들기</h2>
${errors.form ? `<p class="form-error" role="alert">${escapeHtml(errors.form)}</p>` : hasErrors ? '<p class="form-error" role="alert">입력한 내용을 확인해 주세요.</p>' : ''}
<form method="post" action="${action}">
${tx}
<input type="hidden" name="action" value="create">
<label for="email">이메일</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="off" spellcheck="false" maxlength="254" placeholder="hong@example.com" value="${escapeHtml(values.email)}"${invalid('email')}>
${fieldError('email')}
<label for="nickname">${escapeHtml(label)}</label>
<input id="nickname" name="nickname" type="text" autocomplete="off" maxlength="40" placeholder="${provider === 'kakao' ? '홍길동' : 'Hong Gildong'}" value="${escapeHtml(values.nickname)}"${invalid('nickname')}>
${fieldError('nickname') || `<p class="hint">ID 토큰의 <code>${PROVIDERS[provider].profileClaim}</code> 값이 됩니다.</p>`}
<button type="submit" class="button primary">계정 만들기</button>
</form>
</section>

<form method="post" action="${action}">
${tx}
<input type="hidden" name="action" value="cancel">
<button type="submit" class="button secondary">취소하고 서비스로 돌아가기</button>
</form>
</div>
<footer>SPI 로컬 OIDC 제공자 · 이 요청은 10분 뒤 만료됩니다</footer>
</main>`;

  return document({ title: pageTitle(provider), bodyClass: provider, cspNonce: options.cspNonce, body });
}

export interface ErrorPageOptions {
  provider?: ProviderId;
  cspNonce: string;
  heading: string;
  message: string;
  /** A machine-readable code shown small, e.g. `invalid_client`. */
  code?: string;
}

/** A Korean error page, used wherever redirecting back to the client would be unsafe. */
export function renderErrorPage(options: ErrorPageOptions): string {
  const title = options.provider ? `${pageTitle(options.provider)} - 오류` : '로컬 테스트 제공자 - 오류';
  const body = `<main>
${brandHeader(options.provider, options.provider ? `${PROVIDERS[options.provider].displayName} 로그인` : 'SPI 로컬 OIDC 제공자')}
<div class="content">
<div class="notice" role="note"><strong>로컬 테스트 제공자입니다.</strong>실제 로그인 서비스가 아니라 SPI 개발·테스트용 화면입니다.</div>
<h2 role="alert">${escapeHtml(options.heading)}</h2>
<p>${escapeHtml(options.message)}</p>
${options.code ? `<p class="error-code">오류 코드: ${escapeHtml(options.code)}</p>` : ''}
</div>
<footer>SPI 로컬 OIDC 제공자</footer>
</main>`;
  return document({ title, bodyClass: options.provider ?? 'plain', cspNonce: options.cspNonce, body });
}

/** The landing page at `/`: what this server is and where its issuers are. */
export function renderIndexPage(options: { cspNonce: string; baseUrl: string; accounts: Account[] }): string {
  const rows = (['kakao', 'google'] as const)
    .map((provider) => {
      const issuer = `${options.baseUrl}/${provider}`;
      const accounts = options.accounts
        .filter((account) => account.provider === provider)
        .map((account) => `<li>${escapeHtml(account.nickname)} · ${escapeHtml(account.email)} · <code>${escapeHtml(account.sub)}</code></li>`)
        .join('');
      return `<section><h2>${escapeHtml(PROVIDERS[provider].displayName)}</h2>
<p class="meta">issuer <code>${escapeHtml(issuer)}</code><br>discovery <code>${escapeHtml(`${options.baseUrl}${PROVIDERS[provider].paths.discovery}`)}</code></p>
<ul class="meta">${accounts}</ul></section>`;
    })
    .join('\n');
  const body = `<main>
${brandHeader(undefined, 'SPI 로컬 OIDC 제공자')}
<div class="content">
<div class="notice" role="note"><strong>로컬 테스트 제공자입니다.</strong>개발과 테스트에서 카카오·Google 로그인을 대신하는 OpenID Connect 서버입니다.</div>
${rows}
</div>
<footer>SPI 로컬 OIDC 제공자</footer>
</main>`;
  return document({ title: 'SPI 로컬 OIDC 제공자', bodyClass: 'plain', cspNonce: options.cspNonce, body });
}

/** The Content-Security-Policy of an HTML page: no scripts, nonce'd styles, forms only to `formTargets`. */
export function contentSecurityPolicy(cspNonce: string, formTargets: string[]): string {
  const formAction = formTargets.length > 0 ? formTargets.join(' ') : "'none'";
  return [
    "default-src 'none'",
    `style-src 'nonce-${cspNonce}'`,
    "img-src 'self' data:",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The CSP source for a redirect URI, so the redirect after a form post is allowed (Chrome checks it). */
export function formActionSource(redirectUri: string): string {
  return redirectTarget(redirectUri);
}
