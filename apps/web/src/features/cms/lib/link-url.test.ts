import { describe, expect, it } from 'vitest';
import { checkLinkInput, isAllowedHref, LINK_RULE_MESSAGE } from './link-url';

describe('link targets', () => {
  it('accepts http(s), mailto and same-site paths', () => {
    for (const href of ['https://spi.example.com/a', 'http://example.com', 'mailto:desk@example.com', '/article?id=3']) {
      expect(isAllowedHref(href)).toBe(true);
    }
  });

  it('refuses script and other schemes, protocol-relative and backslash tricks', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>', '//evil.example', '/\\evil.example', 'vbscript:x', 'https:///x']) {
      expect(isAllowedHref(href)).toBe(false);
    }
  });

  it('gives the Korean rule and reads a bare domain as https', () => {
    expect(checkLinkInput('javascript:alert(1)')).toEqual({ ok: false, message: LINK_RULE_MESSAGE });
    expect(checkLinkInput('')).toEqual({ ok: false, message: '링크 주소를 입력해 주세요.' });
    expect(checkLinkInput('spi.example.com/report')).toEqual({ ok: true, href: 'https://spi.example.com/report' });
  });
});
