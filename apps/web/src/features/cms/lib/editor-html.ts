import { PAYWALL_MARKER } from '@spi/core';

/**
 * Stored article HTML <-> the editor's HTML. Stored HTML carries the paywall as the contract's comment
 * `<!--paywall-->` (PAYWALL_MARKER); inside the editor it is a visible block node written as
 * `<div data-paywall-marker>`. On the way out the editor's HTML is also tidied to the shape readers
 * get: no column groups, a header row in <thead>, cells without a lone wrapping paragraph.
 */

export const PAYWALL_ATTRIBUTE = 'data-paywall-marker';
const MARKER_IN_STORED = /<!--\s*paywall\s*-->/gi;

/** Stored HTML to the editor's: each marker comment becomes the marker block (the editor keeps one). */
export function toEditorHtml(stored: string): string {
  return stored.replace(MARKER_IN_STORED, `<div ${PAYWALL_ATTRIBUTE}=""></div>`);
}

function moveHeaderRowToHead(table: HTMLTableElement, doc: Document): void {
  if (table.tHead) return;
  const body = table.tBodies[0];
  const first = body?.rows[0];
  if (!body || !first || first.cells.length === 0) return;
  if (![...first.cells].every((cell) => cell.tagName === 'TH')) return;
  const head = doc.createElement('thead');
  head.appendChild(first);
  table.insertBefore(head, body);
}

function unwrapLoneParagraph(cell: Element): void {
  const children = [...cell.childNodes].filter((n) => !(n.nodeType === 3 && !n.textContent?.trim()));
  const only = children[0];
  if (children.length !== 1 || !(only instanceof Element) || only.tagName !== 'P') return;
  while (only.firstChild) cell.insertBefore(only.firstChild, only);
  only.remove();
}

/** The editor's HTML to what is sent as `html`: exactly one PAYWALL_MARKER comment at most. */
export function fromEditorHtml(editorHtml: string): string {
  const template = document.createElement('template');
  template.innerHTML = editorHtml;
  const root = template.content;
  const doc = template.ownerDocument;

  root.querySelectorAll(`[${PAYWALL_ATTRIBUTE}]`).forEach((marker, index) => {
    if (index === 0) marker.replaceWith(doc.createComment(PAYWALL_MARKER.slice(4, -3)));
    else marker.remove();
  });
  root.querySelectorAll('colgroup').forEach((group) => group.remove());
  root.querySelectorAll('table').forEach((table) => {
    table.removeAttribute('style');
    moveHeaderRowToHead(table, doc);
  });
  root.querySelectorAll('th, td').forEach((cell) => {
    cell.removeAttribute('style');
    if (cell.getAttribute('colspan') === '1') cell.removeAttribute('colspan');
    if (cell.getAttribute('rowspan') === '1') cell.removeAttribute('rowspan');
    unwrapLoneParagraph(cell);
  });
  // Trailing empty paragraphs (the editor always keeps one to type into).
  let last = root.lastChild;
  while (last && last instanceof Element && last.tagName === 'P' && !last.textContent?.trim() && last.children.length === 0) {
    const previous = last.previousSibling;
    last.remove();
    last = previous;
  }
  return template.innerHTML.trim();
}

/** Whether the editor's HTML holds a marker block. */
export function hasPaywallMarker(editorHtml: string): boolean {
  return editorHtml.includes(PAYWALL_ATTRIBUTE);
}

/** Plain-text length without spaces, for the read-time estimate (500 characters a minute, as the API). */
export function estimateReadMinutes(text: string): number {
  return Math.max(1, Math.round(text.replace(/\s+/g, '').length / 500));
}
