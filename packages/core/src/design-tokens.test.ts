import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DURATIONS, LAYERS, LIMITS, LOGO_HEIGHT_RATIOS, PALETTE, logoHeight } from './design-tokens';
import { randomId } from './random-id';

describe('design tokens carry the spec numbers', () => {
  it('breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xsmall: 300, small: 360, medium: 768, large: 1168, article: 744, marketList: 480 });
  });
  it('all twelve layering values, in ascending order', () => {
    expect(LAYERS).toEqual({
      tableHeader: 30, footer: 50, header: 50, aside: 75, notification: 200, tooltip: 330, snackbar: 350,
      toast: 400, loading: 500, contextMenu: 2000, bottomSheet: 2100, modal: 9999,
    });
    const values = Object.values(LAYERS);
    expect(values).toHaveLength(12);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
  it('durations and limits', () => {
    expect(DURATIONS).toMatchObject({
      snackbarAutoCloseMs: 3000, snackbarAnimationMs: 250, infoPanelAnimationMs: 250, bottomSheetSlideMs: 700,
      modalCloseDelayMs: 200, lazyModalRetryDelayMs: 1000, couponToastCloseMs: 500, buttonRippleMs: 1400, loadingCycleMs: 600,
    });
    expect(LIMITS).toMatchObject({
      snackbarMaxStack: 5, lazyModalRetries: 3, infoPanelMaxOnMobile: 1, modalMaxWidthPx: 480, cornerCardWidthPx: 360,
      stickyHeaderThresholdPx: 10, randomIdLength: 8, devKeyAttempts: 5,
    });
  });
  it('palette follows the Korean price convention: up red, down blue', () => {
    expect(PALETTE.price.up).toBe(PALETTE.condition.danger);
    expect(PALETTE.price.down).toBe(PALETTE.primary[500]);
    expect(Object.keys(PALETTE.condition)).toEqual(['success', 'danger', 'warning', 'done', 'info']);
  });
  it('logo height ratios of spec section 9', () => {
    expect(Object.values(LOGO_HEIGHT_RATIOS.spi)).toEqual(expect.arrayContaining([0.17, 0.27, 1.19]));
    expect(Object.values(LOGO_HEIGHT_RATIOS.cityfolio)).toEqual([1.066, 0.272]);
    expect(Object.values(LOGO_HEIGHT_RATIOS.cityforum)).toEqual([1.106, 0.481, 0.431]);
    expect(Object.values(LOGO_HEIGHT_RATIOS.fundNews)).toEqual([0.229, 0.606]);
    expect(Object.values(LOGO_HEIGHT_RATIOS.fundInsight)).toEqual([0.233]);
    expect(logoHeight('spi', 'horizontal', 100)).toBe(17);
    expect(() => logoHeight('fundInsight', 'vertical', 100)).toThrow();
  });
});

describe('randomId', () => {
  it('defaults to 8 alphanumeric characters', () => {
    for (let i = 0; i < 200; i++) expect(randomId()).toMatch(/^[A-Za-z0-9]{8}$/);
  });
  it('honours a length and rejects nonsense', () => {
    expect(randomId(4)).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(() => randomId(0)).toThrow(RangeError);
  });
  it('is not repetitive', () => {
    expect(new Set(Array.from({ length: 1000 }, () => randomId())).size).toBe(1000);
  });
});
