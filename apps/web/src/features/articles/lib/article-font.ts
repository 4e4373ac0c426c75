/**
 * The article font-size control: four steps of the body text, remembered in localStorage. The cached article
 * HTML is the same for everyone (no cookies), so the choice is applied in the browser: a tiny inline script
 * in the page sets data-article-font on <html> while the HTML is parsed, before the first paint (no layout
 * shift); on client navigations the control's effect sets it. The default step sets no attribute.
 */
export const ARTICLE_FONT_STORAGE_KEY = 'spi-article-font';

export const ARTICLE_FONT_STEPS = [
  { step: 0, label: '작게', px: 15 },
  { step: 1, label: '보통', px: 17 },
  { step: 2, label: '크게', px: 19 },
  { step: 3, label: '아주 크게', px: 21 },
] as const;

export type ArticleFontStep = (typeof ARTICLE_FONT_STEPS)[number]['step'];
export const DEFAULT_ARTICLE_FONT_STEP: ArticleFontStep = 1;

/** A stored value as a step; anything else is the default. */
export function parseArticleFontStep(value: string | null | undefined): ArticleFontStep {
  const step = ARTICLE_FONT_STEPS.find((s) => String(s.step) === value);
  return step ? step.step : DEFAULT_ARTICLE_FONT_STEP;
}

/** Sets (or, for the default, removes) data-article-font on <html>. */
export function applyArticleFontStep(step: ArticleFontStep, root: HTMLElement = document.documentElement): void {
  if (step === DEFAULT_ARTICLE_FONT_STEP) delete root.dataset.articleFont;
  else root.dataset.articleFont = String(step);
}

/** The inline script, run while the page is parsed. Plain ES5, no imports; ignores blocked storage. */
export const ARTICLE_FONT_SCRIPT =
  `try{var v=localStorage.getItem(${JSON.stringify(ARTICLE_FONT_STORAGE_KEY)});` +
  `if(v==='0'||v==='2'||v==='3')document.documentElement.setAttribute('data-article-font',v)}catch(e){}`;
