// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  INLINED_ATTRIBUTE,
  createStylesheetReader,
  inlineStylesheets,
  inlineStylesheetsEdit,
  withAbsoluteUrls,
} from './inline-styles';
import { editDocuments } from './document-edits';

const A = '/_next/static/chunks/aaa.css';
const B = '/_next/static/chunks/bbb.css';
const ERROR_CSS = '/_next/static/chunks/err.css';
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const doc = (head: string, body = '<p>본문</p>') =>
  `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>${head}<title>이용약관</title></head><body>${body}</body></html>`;
const sheets: Record<string, string> = { [A]: '.a{color:red}', [B]: '.b{color:blue}', [ERROR_CSS]: '.e{margin:0}' };
const read = (href: string) => sheets[href] ?? null;

describe('inlineStylesheets', () => {
  it('puts each stylesheet in a <style> where its link was, and keeps the link disabled for React to find', () => {
    const out = inlineStylesheets(doc(`${link(A)}${link(B)}<script src="/_next/static/chunks/x.js" async=""></script>`), read);
    expect(out).toContain(
      `<style ${INLINED_ATTRIBUTE}="${A}">.a{color:red}</style><link rel="stylesheet" href="${A}" data-precedence="next" disabled=""/>` +
      `<style ${INLINED_ATTRIBUTE}="${B}">.b{color:blue}</style><link rel="stylesheet" href="${B}" data-precedence="next" disabled=""/>`,
    );
    // The order of the sheets (the cascade) and everything else is unchanged.
    expect(out!.indexOf('.a{')).toBeLessThan(out!.indexOf('.b{'));
    expect(out).toContain('<script src="/_next/static/chunks/x.js" async=""></script>');
    expect(out).toContain('<body><p>본문</p></body>');
    expect(out).not.toMatch(/<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/);
  });

  it('turns a stylesheet preload into one that fetches nothing', () => {
    const out = inlineStylesheets(doc(`${link(A)}<link rel="preload" href="${ERROR_CSS}" as="style"/>`), read);
    expect(out).toContain(`<link rel="preload" href="${ERROR_CSS}" as="style" media="print"/>`);
  });

  it('leaves the document as it is when a stylesheet cannot be read, or the CSS is too large', () => {
    expect(inlineStylesheets(doc(`${link(A)}${link('/_next/static/chunks/missing.css')}`), read)).toBeNull();
    expect(inlineStylesheets(doc(link(A)), read, 5)).toBeNull();
    expect(inlineStylesheets(doc('<meta name="x"/>'), read)).toBeNull();
    expect(inlineStylesheets('<p>no head</p>', read)).toBeNull();
  });

  it('touches only the head: a link in the body (a streamed boundary) stays a link', () => {
    const out = inlineStylesheets(doc(link(A), `<p>본문</p>${link(B)}`), read);
    expect(out).toContain(`<body><p>본문</p>${link(B)}</body>`);
  });
});

describe('createStylesheetReader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spi-inline-'));
  mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  const write = (name: string, css: string) => writeFileSync(path.join(dir, '.next', 'static', 'chunks', name), css);
  write('font.css', "@font-face{src:url(../media/latin.woff2) format('woff2')}.x{background:url('data:image/png;base64,AA')}");
  write('closing.css', '.x::after{content:"</style>"}');
  write('import.css', '@import url(/other.css);.x{}');
  const reader = createStylesheetReader(dir);

  it("reads a built stylesheet with its relative url()s resolved against the file's own address", () => {
    expect(reader('/_next/static/chunks/font.css')).toBe(
      "@font-face{src:url(/_next/static/media/latin.woff2) format('woff2')}.x{background:url('data:image/png;base64,AA')}",
    );
  });

  it('refuses what would mean something else inside the page, what is missing and what lies outside', () => {
    expect(reader('/_next/static/chunks/closing.css')).toBeNull();
    expect(reader('/_next/static/chunks/import.css')).toBeNull();
    expect(reader('/_next/static/chunks/none.css')).toBeNull();
    expect(reader('/_next/static/../../secret.css')).toBeNull();
  });
});

describe('withAbsoluteUrls', () => {
  it('resolves relative targets, quoted or not, and keeps absolute, data: and fragment ones', () => {
    const css = 'a{b:url(x.png)}c{d:url("../m/y.woff2?v=1#f")}e{f:url(/abs.png)}g{h:url(#grad)}i{j:url(https://cdn.example/z.png)}';
    expect(withAbsoluteUrls(css, '/_next/static/chunks/s.css')).toBe(
      'a{b:url(/_next/static/chunks/x.png)}c{d:url("/_next/static/m/y.woff2?v=1#f")}e{f:url(/abs.png)}g{h:url(#grad)}i{j:url(https://cdn.example/z.png)}',
    );
  });
});

describe('editDocuments with the styles inlined', () => {
  const transform = editDocuments(inlineStylesheetsEdit(read));
  const html = doc(link(A));

  it('decodes a gzip or brotli document, inlines its styles, encodes it again and gives it an ETag of its own', () => {
    const gz = transform({ headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', etag: '"abc"' }, body: gzipSync(html) });
    expect(gunzipSync(gz.body).toString()).toContain(`<style ${INLINED_ATTRIBUTE}="${A}">`);
    expect(gz.headers.etag).toBe('"abc-s"');
    const br = transform({ headers: { 'content-type': 'text/html', 'content-encoding': 'br', etag: 'W/"w"' }, body: brotliCompressSync(html) });
    expect(brotliDecompressSync(br.body).toString()).toContain(`<style ${INLINED_ATTRIBUTE}="${A}">`);
    expect(br.headers.etag).toBe('W/"w-s"');
    const plain = transform({ headers: { 'content-type': 'text/html' }, body: Buffer.from(html) });
    expect(plain.body.toString()).toContain('.a{color:red}');
  });

  it('returns anything else unchanged: other types, unknown encodings, bodies it cannot decode, nothing to inline', () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, body: Buffer.from(html) },
      { headers: { 'content-type': 'text/html', 'content-encoding': 'zstd' }, body: Buffer.from(html) },
      { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, body: Buffer.from('not gzip') },
      { headers: { 'content-type': 'text/html', etag: '"e"' }, body: Buffer.from(doc('')) },
    ];
    for (const stored of cases) expect(transform(stored)).toBe(stored);
  });
});
