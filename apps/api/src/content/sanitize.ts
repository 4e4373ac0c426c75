import { MEDIA_PATH_PREFIX, PAYWALL_MARKER } from '@spi/core';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * Every article body is stored only after passing through `sanitizeArticleHtml` (sanitize-html, an
 * allow-list): nothing an editor writes or pastes can run script in a reader's browser.
 *
 * Kept: h2-h4 (h1 becomes h2, h5/h6 become h4), p, br, strong/em/u/s, links, lists, blockquotes,
 * tables (caption, colspan/rowspan), figures with captions, images, hr, code/pre, and video embeds
 * as `<div data-embed="youtube|vimeo" data-video-id="..."></div>` (no iframe is ever stored; the web
 * renders a click-to-load facade, and a pasted YouTube/Vimeo iframe is turned into such an embed).
 * Links: http, https, mailto and same-site paths ('/article?id=3'); rel="noopener noreferrer nofollow"
 * is always set, target may only be _blank. Images: our media route or https only.
 *
 * The paywall marker `<!--paywall-->` (comments are otherwise removed) is kept exactly once and only
 * between top-level blocks, so splitting at it never cuts an element in two:
 * - the first marker wins; a marker inside a block moves to just after that top-level block; every
 *   other marker is dropped;
 * - a member-only article without a marker gets one after its first two top-level blocks (the lead is
 *   the first two blocks; with two blocks or fewer the marker goes at the end and nothing is hidden,
 *   which the preview reports as `hiddenBlockCount: 0`).
 */

/** Placeholder element that carries the marker through sanitize-html, which drops comments. */
const SENTINEL_TAG = 'spi-paywall-marker';
const MARKER_IN_INPUT = /<!--\s*paywall\s*-->/gi;
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MEDIA_SRC = new RegExp(`^${MEDIA_PATH_PREFIX.replace(/\//g, '\\/')}/[A-Za-z0-9]{8,64}(/[a-z]{1,16})?$`);
/** The lead of a member-only article without a marker. */
export const DEFAULT_LEAD_BLOCKS = 2;

function isAllowedHref(href: string): boolean {
  if (/^(https?:\/\/|mailto:)/i.test(href)) return true;
  // A same-site path; '//' would be another host, '/\' is read as '//' by browsers.
  return /^\/(?![/\\])/.test(href);
}

function isAllowedImageSrc(src: string): boolean {
  return /^https:\/\/[^\s]+$/i.test(src) || MEDIA_SRC.test(src);
}

function dimension(value: string | undefined, max: number): string | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? String(n) : undefined;
}

/** A YouTube or Vimeo player URL, as pasted in an iframe, to the embed it stands for. */
export function embedFromPlayerUrl(src: string): { provider: 'youtube' | 'vimeo'; videoId: string } | null {
  const youtube = /^https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/embed\/([A-Za-z0-9_-]{1,64})(?:[?#].*)?$/i.exec(src);
  if (youtube) return { provider: 'youtube', videoId: youtube[1]! };
  const vimeo = /^https:\/\/player\.vimeo\.com\/video\/(\d{1,20})(?:[?#].*)?$/i.exec(src);
  if (vimeo) return { provider: 'vimeo', videoId: vimeo[1]! };
  return null;
}

/** Attributes of a valid embed, or null when the element is not one (it is then unwrapped). */
function embedAttributes(attribs: Record<string, string>): Record<string, string> | null {
  const provider = attribs['data-embed'];
  const videoId = attribs['data-video-id'] ?? '';
  if ((provider !== 'youtube' && provider !== 'vimeo') || !VIDEO_ID.test(videoId)) return null;
  const out: Record<string, string> = { 'data-embed': provider, 'data-video-id': videoId };
  const title = (attribs['data-title'] ?? '').trim().slice(0, 200);
  if (title) out['data-title'] = title;
  return out;
}

/** Tags sanitize-html does not allow: UNWRAP loses the tag and keeps its content, DROP loses both. */
const UNWRAP = 'spi-unwrap';
const DROP = 'spi-drop';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption', 'img', 'hr',
    'code', 'pre', 'div', SENTINEL_TAG,
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    div: ['data-embed', 'data-video-id', 'data-title'],
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  // Tags whose text must go with them (not kept as text when the tag is removed).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', DROP],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const out: Record<string, string> = {};
      if (href && isAllowedHref(href)) {
        out.href = href;
        out.rel = 'noopener noreferrer nofollow';
        if (attribs.target === '_blank') out.target = '_blank';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      // An image without an allowed source loses every attribute and is then removed by exclusiveFilter.
      if (!isAllowedImageSrc(src)) return { tagName, attribs: {} };
      const out: Record<string, string> = { src, alt: (attribs.alt ?? '').slice(0, 300) };
      const width = dimension(attribs.width, 10_000);
      const height = dimension(attribs.height, 10_000);
      if (width) out.width = width;
      if (height) out.height = height;
      return { tagName, attribs: out };
    },
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: { ...spans(attribs), ...(['row', 'col'].includes(attribs.scope ?? '') ? { scope: attribs.scope! } : {}) } }),
    ol: (tagName, attribs) => {
      const start = dimension(attribs.start, 100_000);
      const out: Record<string, string> = start ? { start } : {};
      return { tagName, attribs: out };
    },
    div: (tagName, attribs) => {
      const embed = embedAttributes(attribs);
      return embed ? { tagName, attribs: embed, text: '' } : { tagName: UNWRAP, attribs: {} };
    },
    iframe: (_tagName, attribs) => {
      const embed = embedFromPlayerUrl((attribs.src ?? '').trim());
      const out: sanitizeHtml.Tag = embed
        ? { tagName: 'div', attribs: { 'data-embed': embed.provider, 'data-video-id': embed.videoId }, text: '' }
        : { tagName: DROP, attribs: {} };
      return out;
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function spans(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const colspan = dimension(attribs.colspan, 100);
  const rowspan = dimension(attribs.rowspan, 1000);
  if (colspan) out.colspan = colspan;
  if (rowspan) out.rowspan = rowspan;
  return out;
}

interface TopLevelLayout {
  /** End offset (exclusive) of each non-blank top-level node, in order. */
  blockEnds: number[];
  /** Where the first sentinel sits: the number of top-level blocks before the marker position. */
  markerAfterBlocks: number | null;
  /** [start, end) ranges to cut out: every sentinel element and whatever sits inside an embed. */
  cuts: Array<[number, number]>;
}

/** Walks sanitised HTML once: top-level block boundaries, sentinels and embed contents. */
function layoutOf(html: string): TopLevelLayout {
  const layout: TopLevelLayout = { blockEnds: [], markerAfterBlocks: null, cuts: [] };
  let depth = 0;
  const open: Array<{ name: string; start: number; innerStart: number; embed: boolean }> = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === SENTINEL_TAG && layout.markerAfterBlocks === null) {
          // Inside a block: the marker moves after that top-level block.
          layout.markerAfterBlocks = depth === 0 ? layout.blockEnds.length : layout.blockEnds.length + 1;
        }
        open.push({ name, start: parser.startIndex, innerStart: parser.endIndex + 1, embed: name === 'div' && 'data-embed' in attribs });
        depth++;
      },
      onclosetag(name) {
        depth--;
        const element = open.pop();
        if (element && name === SENTINEL_TAG) layout.cuts.push([element.start, parser.endIndex + 1]);
        else if (element?.embed && parser.startIndex > element.innerStart) layout.cuts.push([element.innerStart, parser.startIndex]);
        if (depth === 0 && name !== SENTINEL_TAG) layout.blockEnds.push(parser.endIndex + 1);
      },
      ontext(text) {
        if (depth === 0 && text.trim() !== '') layout.blockEnds.push(parser.endIndex + 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return layout;
}

/** Removes the ranges (merged when nested) and maps offsets of the old string to the new one. */
function cutRanges(html: string, ranges: Array<[number, number]>): { text: string; map: (offset: number) => number } {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let text = '';
  let cursor = 0;
  for (const [start, end] of merged) {
    text += html.slice(cursor, start);
    cursor = end;
  }
  text += html.slice(cursor);
  const map = (offset: number) => offset - merged.reduce((sum, [s, e]) => sum + Math.max(0, Math.min(e, offset) - s), 0);
  return { text, map };
}

export interface SanitizedArticle {
  /** The HTML to store: sanitised, with at most one marker at a top-level boundary. */
  html: string;
  /** Where the marker came from: the editor, the member-only default, or none (not member-only, no marker). */
  paywall: 'MARKER' | 'DEFAULT' | 'NONE';
}

/**
 * Sanitises editor HTML for storage. `isMemberOnly` adds the default marker when the editor placed
 * none. Idempotent: sanitising stored HTML again returns it unchanged.
 */
export function sanitizeArticleHtml(input: string, options: { isMemberOnly: boolean }): SanitizedArticle {
  const withSentinels = input.replace(MARKER_IN_INPUT, `<${SENTINEL_TAG}></${SENTINEL_TAG}>`);
  // A marker written inside an attribute value comes back as escaped text: restore the editor's text.
  const clean = sanitizeHtml(withSentinels, OPTIONS).replaceAll(`&lt;${SENTINEL_TAG}&gt;&lt;/${SENTINEL_TAG}&gt;`, '&lt;!--paywall--&gt;');
  const layout = layoutOf(clean);
  const { text: body, map } = cutRanges(clean, layout.cuts);
  const blockEnds = layout.blockEnds.map(map);

  let after = layout.markerAfterBlocks;
  let paywall: SanitizedArticle['paywall'] = after === null ? 'NONE' : 'MARKER';
  if (after === null && options.isMemberOnly) {
    after = DEFAULT_LEAD_BLOCKS;
    paywall = 'DEFAULT';
  }
  if (after === null) return { html: body.trim(), paywall };
  const at = after === 0 ? 0 : (blockEnds[Math.min(after, blockEnds.length) - 1] ?? 0);
  const lead = body.slice(0, at).trim();
  const rest = body.slice(at).trim();
  return { html: [lead, PAYWALL_MARKER, rest].filter(Boolean).join('\n'), paywall };
}

/** Top-level blocks before and after the marker of stored HTML (for the preview's paywall position). */
export function paywallPosition(html: string): { hasMarker: boolean; leadBlockCount: number; hiddenBlockCount: number } {
  const index = html.indexOf(PAYWALL_MARKER);
  if (index < 0) return { hasMarker: false, leadBlockCount: layoutOf(html).blockEnds.length, hiddenBlockCount: 0 };
  return {
    hasMarker: true,
    leadBlockCount: layoutOf(html.slice(0, index)).blockEnds.length,
    hiddenBlockCount: layoutOf(html.slice(index + PAYWALL_MARKER.length)).blockEnds.length,
  };
}
