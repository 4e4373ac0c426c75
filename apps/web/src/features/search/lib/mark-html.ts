/**
 * The API sends search titles and snippets as HTML-escaped text with matches wrapped in <mark>. Before
 * that string goes into dangerouslySetInnerHTML it is checked again here: only text, character
 * references and bare <mark>/</mark> survive. Any other tag is removed (its text stays), stray '<', '>',
 * '&' and quotes are escaped, and <mark> is balanced.
 */
const TOKEN = /<(\/?)mark>|<\/?[A-Za-z!?/][^<>]*>|&(?:#\d{1,7}|#x[0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});|[<>&"']/gi;
const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };
const NAMED_OK = new Set(['amp', 'lt', 'gt', 'quot', 'apos', 'nbsp', 'hellip', 'middot', 'lsquo', 'rsquo', 'ldquo', 'rdquo', 'ndash', 'mdash']);

export function sanitizeMarkHtml(input: string): string {
  let out = '';
  let open = 0;
  let last = 0;
  for (const match of input.matchAll(TOKEN)) {
    out += input.slice(last, match.index);
    last = match.index + match[0].length;
    const token = match[0];
    if (/^<\/?mark>$/i.test(token)) {
      if (match[1]) {
        if (open > 0) { out += '</mark>'; open--; }
      } else if (open === 0) {
        out += '<mark>';
        open++;
      }
    } else if (token.startsWith('<') && token.length > 1) {
      // Another tag: dropped.
    } else if (token.startsWith('&') && token.length > 1) {
      const name = token.slice(1, -1).toLowerCase();
      out += name.startsWith('#') || NAMED_OK.has(name) ? token : `&amp;${token.slice(1)}`;
    } else {
      out += ESCAPES[token] ?? '';
    }
  }
  out += input.slice(last);
  return out + '</mark>'.repeat(open);
}

/** The plain text of a highlighted string (for accessible names and titles). */
export function markHtmlToText(input: string): string {
  return sanitizeMarkHtml(input)
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
