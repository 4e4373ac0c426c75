import { readFileSync } from 'node:fs';
import type { OutgoingHttpHeader } from 'node:http';
import path from 'node:path';
import type { DocumentEdit } from './document-edits';

/**
 * A page's stylesheets inlined into the documents the front page cache keeps (ADR 031).
 *
 * A reader's first visit waits for the page's CSS before anything is painted: one more round trip after the
 * HTML, the largest part of the first paint on a slow phone network (about 0.6 s under Lighthouse's applied
 * slow-4G throttling on 이용약관). The stylesheets of a page are small (7–10 kB gzip since ADR 029), so the
 * documents kept by the page cache carry them in `<style>` elements instead.
 *
 * Next's own `experimental.inlineCss` does the same but also writes each stylesheet twice into the RSC
 * payload of the page (vercel/next.js#98079, #98110), which doubles the HTML; this keeps the payload as it is.
 * Each `<link rel="stylesheet">` stays, after its `<style>`, `disabled`: the browser neither fetches nor applies
 * a disabled stylesheet, and React still finds the stylesheet it rendered (it looks a stylesheet up by its
 * `link[rel=stylesheet][href]`), so hydration inserts no second link and a client navigation never fetches
 * it.
 */

/** The stylesheet links Next writes into a document's head (React's hoisted `precedence` stylesheets). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w\-./]+\.css)" data-precedence="([\w-]+)"\/>/g;

/**
 * Stylesheet preloads in the head: the CSS of the error and not-found views, which React preloads on every
 * page at the highest priority although they almost never show.
 */
const STYLESHEET_PRELOAD = /<link rel="preload" href="(\/_next\/static\/[\w\-./]+\.css)" as="style"\/>/g;

/** The attribute that names an inlined stylesheet's file on its `<style>` (and the tests' handle). */
export const INLINED_ATTRIBUTE = 'data-inlined-href';

/**
 * Above this many characters of CSS a document keeps its links: the HTML would grow more than a round trip costs.
 * 96 k characters are about 16 kB gzip, some 80 ms on slow 4G against a round trip of 150 ms and more; the
 * market and community lists (이벤트, 채용, 딜정보, 사모펀드) carry 66–72 k and were over the first limit, 64 k.
 */
const MAX_INLINED_CSS_CHARS = 96 * 1024;

/** Returns a stylesheet's text by its href, or null when it cannot be inlined. */
export type StylesheetReader = (href: string) => string | null;

/**
 * The document with its head's stylesheet links inlined, or null when nothing was inlined (no links, a file
 * that cannot be read or inlined, or more CSS than MAX_INLINED_CSS_CHARS): the document is then kept as it is.
 */
export function inlineStylesheets(html: string, read: StylesheetReader, maxChars = MAX_INLINED_CSS_CHARS): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return null;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return null;
  const sheets = new Map<string, string>();
  let total = 0;
  for (const [, href] of links) {
    const css = read(href!);
    if (css === null) return null;
    sheets.set(href!, css);
    total += css.length;
  }
  if (total > maxChars) return null;
  const inlined = head
    .replace(STYLESHEET_LINK, (_link, href: string, precedence: string) =>
      `<style ${INLINED_ATTRIBUTE}="${href}">${sheets.get(href)}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`)
    // With the page's CSS inline, a preload would be the only stylesheet request before the first paint. It stays
    // for React to find (so it adds none), but with media="print" it fetches nothing; the view that needs it
    // inserts its stylesheet when it shows, as a client navigation does.
    .replace(STYLESHEET_PRELOAD, (_link, href: string) => `<link rel="preload" href="${href}" as="style" media="print"/>`);
  return inlined + html.slice(headEnd);
}

/**
 * Reads Next's built stylesheets from `<dir>/.next/static`, once per file (their names carry their content
 * hash), with their relative url()s made absolute: inside the document they would resolve against the page.
 * A file is refused (null) when it is missing or holds `</style` (which would end the element) or `@import`.
 */
export function createStylesheetReader(dir: string): StylesheetReader {
  const root = path.join(dir, '.next', 'static');
  const cache = new Map<string, string | null>();
  return (href) => {
    if (cache.has(href)) return cache.get(href)!;
    let css: string | null = null;
    const file = path.join(root, href.slice('/_next/static/'.length));
    if (file.startsWith(root + path.sep) && !href.includes('..')) {
      try {
        css = readFileSync(file, 'utf8');
      } catch {
        css = null;
      }
    }
    css = css === null || /<\/style|@import/i.test(css) ? null : withAbsoluteUrls(css, href);
    cache.set(href, css);
    return css;
  };
}

/** The stylesheet with each relative url() resolved against its own address (`../media/x.woff2` -> `/_next/static/media/x.woff2`). */
export function withAbsoluteUrls(css: string, href: string): string {
  const base = new URL(href, 'http://stylesheet.invalid');
  return css.replace(/url\(\s*(['"]?)([^'")\s]+)\1\s*\)/gi, (match, quote: string, target: string) => {
    if (/^(\/|#|data:|[a-z][a-z0-9+.-]*:)/i.test(target)) return match;
    const resolved = new URL(target, base);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * The edit of a document that inlines its stylesheets (ADR 031), for `editDocuments`: null when nothing was
 * inlined. The `Link` header then loses its stylesheet preloads.
 */
export function inlineStylesheetsEdit(read: StylesheetReader): DocumentEdit {
  return (html, headers) => {
    const inlined = inlineStylesheets(html, read);
    if (inlined === null) return null;
    const edited = { ...headers };
    const link = withoutStylePreloads(edited.link);
    if (link === undefined) delete edited.link;
    else edited.link = link;
    return { html: inlined, headers: edited };
  };
}

/**
 * A `Link` header without its stylesheet preloads. Next sends one with a dynamic page (the search), naming each of
 * the page's stylesheets; with the styles inline they would be fetched for nothing before the first paint, as the
 * head's own preloads would (the font's preload stays).
 */
function withoutStylePreloads(link: OutgoingHttpHeader | undefined): string | undefined {
  if (link === undefined) return undefined;
  const entries = (Array.isArray(link) ? link : [String(link)])
    .flatMap((value) => value.split(/,\s*(?=<)/))
    .filter((entry) => !/;\s*as="?style"?\s*(;|$)/i.test(entry));
  return entries.length === 0 ? undefined : entries.join(', ');
}
