import { describe, expect, it } from 'vitest';
import { PAYWALL_MARKER } from '@spi/core';
import { estimateReadMinutes, fromEditorHtml, toEditorHtml } from './editor-html';

describe('editor HTML <-> stored HTML', () => {
  it('turns the stored marker into the editor block and back into exactly the contract marker', () => {
    const stored = '<p>앞</p><!--paywall--><p>뒤</p>';
    const editor = toEditorHtml(stored);
    expect(editor).toBe('<p>앞</p><div data-paywall-marker=""></div><p>뒤</p>');
    expect(fromEditorHtml(editor)).toBe(`<p>앞</p>${PAYWALL_MARKER}<p>뒤</p>`);
    expect(toEditorHtml('<p>a</p><!-- paywall --><p>b</p>')).toContain('data-paywall-marker');
  });

  it('keeps only the first marker', () => {
    const html = fromEditorHtml('<p>a</p><div data-paywall-marker=""></div><p>b</p><div data-paywall-marker=""></div><p>c</p>');
    expect(html.split(PAYWALL_MARKER)).toHaveLength(2);
    expect(html).toBe('<p>a</p><!--paywall--><p>b</p><p>c</p>');
  });

  it('tidies tables: no colgroup or styles, the header row in thead, cells without a lone paragraph', () => {
    const editor = '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>'
      + '<tr><th colspan="1" rowspan="1"><p>구분</p></th><th colspan="1" rowspan="1"><p>공실률</p></th></tr>'
      + '<tr><td colspan="1" rowspan="1"><p>GBD</p></td><td colspan="2" rowspan="1"><p>3.1%</p><p>(전분기 3.4%)</p></td></tr>'
      + '</tbody></table><p></p>';
    expect(fromEditorHtml(editor)).toBe(
      '<table><thead><tr><th>구분</th><th>공실률</th></tr></thead><tbody><tr><td>GBD</td><td colspan="2"><p>3.1%</p><p>(전분기 3.4%)</p></td></tr></tbody></table>',
    );
  });

  it('estimates read minutes like the API (500 characters a minute, at least 1)', () => {
    expect(estimateReadMinutes('')).toBe(1);
    expect(estimateReadMinutes('가'.repeat(1600))).toBe(3);
  });
});
