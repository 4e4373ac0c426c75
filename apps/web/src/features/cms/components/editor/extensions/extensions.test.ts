import { Editor, generateHTML, generateJSON } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYWALL_MARKER } from '@spi/core';
import { fromEditorHtml, toEditorHtml } from '../../../lib/editor-html';
import { articleExtensions } from './index';

const extensions = articleExtensions();
let editor: Editor | null = null;

function makeEditor(html: string): Editor {
  editor = new Editor({ extensions, content: html });
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** What the editor would send as `html`. */
const serialise = (e: Editor) => fromEditorHtml(e.getHTML());

describe('article editor schema', () => {
  it('round-trips figures with captions, video embeds and the marker as the API stores them', () => {
    const stored = [
      '<h2>서울 오피스</h2>',
      '<figure><img src="/api/seoul/v1/media/abcdefgh12345678/small" alt="여의도" width="480" height="270"><figcaption>여의도 전경</figcaption></figure>',
      PAYWALL_MARKER,
      '<div data-embed="youtube" data-video-id="dQw4w9WgXcQ" data-title="인터뷰"></div>',
      '<p>끝</p>',
    ].join('');
    const json = generateJSON(toEditorHtml(stored), extensions);
    expect(json.content.map((n: { type: string }) => n.type)).toEqual(['heading', 'figure', 'paywallMarker', 'videoEmbed', 'paragraph']);
    expect(fromEditorHtml(generateHTML(json, extensions))).toBe(stored);
  });

  it('drops images from other schemes and everything that is not in the schema', () => {
    const json = generateJSON('<p>a<script>alert(1)</script></p><img src="javascript:alert(1)"><img src="data:image/png;base64,AAA"><iframe src="https://evil.example"></iframe><p onclick="x()">b</p>', extensions);
    const html = generateHTML(json, extensions);
    expect(html).not.toMatch(/script|javascript|data:|iframe|onclick/i);
  });

  it('keeps links only with allowed targets', () => {
    const html = generateHTML(generateJSON('<p><a href="javascript:alert(1)">x</a> <a href="https://spi.example.com">y</a></p>', extensions), extensions);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://spi.example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('inserts a table with a header row that is stored in <thead>', () => {
    const e = makeEditor('<h2>제목</h2><p>본문</p>');
    e.chain().focus('end').insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run();
    e.commands.addRowAfter();
    e.commands.addColumnAfter();
    const html = serialise(e);
    expect(html).toMatch(/<table><thead><tr><th><\/th><th><\/th><th><\/th><\/tr><\/thead><tbody>/);
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('inserts one paywall marker after the current top-level block; a second insert is refused, pasted extras are removed', () => {
    const e = makeEditor('<p>첫 문단</p><p>둘째 문단</p><p>셋째 문단</p>');
    e.commands.setTextSelection(3);
    expect(e.commands.insertPaywallMarker()).toBe(true);
    expect(serialise(e)).toBe(`<p>첫 문단</p>${PAYWALL_MARKER}<p>둘째 문단</p><p>셋째 문단</p>`);
    expect(e.commands.insertPaywallMarker()).toBe(false);
    e.commands.insertContentAt(e.state.doc.content.size, '<div data-paywall-marker=""></div><p>붙여 넣음</p>');
    expect(serialise(e).split(PAYWALL_MARKER)).toHaveLength(2);
  });
});
