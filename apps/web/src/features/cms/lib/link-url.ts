/**
 * Link targets an editor may set: http(s), mailto and same-site paths, the same allow-list the API's
 * sanitiser keeps. Everything else (javascript:, data:, protocol-relative '//host') is refused here
 * already, with a Korean message, rather than silently dropped on save.
 */
export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

export const LINK_RULE_MESSAGE = 'http://, https://, mailto: 또는 /로 시작하는 주소만 넣을 수 있습니다.';

export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\s]/.test(href)) return false;
  if (/^(https?:\/\/[^/\\]|mailto:)/i.test(href)) return true;
  return /^\/(?![/\\])/.test(href);
}

export function checkLinkInput(input: string): LinkCheck {
  const value = input.trim();
  if (!value) return { ok: false, message: '링크 주소를 입력해 주세요.' };
  // A bare domain ('spi.example.com/x') is read as https.
  const href = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(value) ? `https://${value}` : value;
  return isAllowedHref(href) ? { ok: true, href } : { ok: false, message: LINK_RULE_MESSAGE };
}
