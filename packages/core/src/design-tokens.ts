/**
 * Design tokens from spec sections 4 and 9. The web app turns these into CSS custom properties;
 * every duration and size used by a component comes from here so tests can assert the spec's numbers.
 */
export const BREAKPOINTS = {
  xsmall: 300,
  small: 360,
  medium: 768,
  large: 1168,
  article: 744,
  marketList: 480,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Layering values (z-index), lowest to highest. */
export const LAYERS = {
  tableHeader: 30,
  footer: 50,
  header: 50,
  aside: 75,
  notification: 200,
  tooltip: 330,
  snackbar: 350,
  toast: 400,
  loading: 500,
  contextMenu: 2000,
  bottomSheet: 2100,
  modal: 9999,
} as const;
export type Layer = keyof typeof LAYERS;

export const DURATIONS = {
  snackbarAutoCloseMs: 3000,
  snackbarAnimationMs: 250,
  infoPanelAnimationMs: 250,
  bottomSheetSlideMs: 700,
  modalCloseDelayMs: 200,
  lazyModalRetryDelayMs: 1000,
  couponToastCloseMs: 500,
  buttonRippleMs: 1400,
  loadingCycleMs: 600,
} as const;

export const LIMITS = {
  snackbarMaxStack: 5,
  lazyModalRetries: 3,
  infoPanelMaxOnMobile: 1,
  modalMaxWidthPx: 480,
  cornerCardWidthPx: 360,
  stickyHeaderThresholdPx: 10,
  randomIdLength: 8,
  infoSnackbarIdSuffixLength: 4,
  devKeyAttempts: 5,
} as const;

/**
 * Colour palette. The spec names the families but not the values; these are SPI's own.
 * Price colours follow the Korean market convention: up is red, down is blue.
 */
export const PALETTE = {
  primary: { 50: '#EEF4FF', 100: '#D9E6FF', 300: '#7FA8FF', 500: '#2F6BFF', 600: '#1F56E0', 700: '#1744B3', 900: '#0C2566' },
  secondary: { 50: '#FFF6EC', 100: '#FFE8CC', 300: '#FFC27A', 500: '#F08C2E', 600: '#D27118', 700: '#A85710' },
  grayscale: {
    0: '#FFFFFF', 50: '#F7F8FA', 100: '#EFF1F4', 200: '#E2E5EA', 300: '#C9CED6', 400: '#A2A9B4',
    500: '#7C8491', 600: '#5B6270', 700: '#434955', 800: '#2B2F37', 900: '#17191E', 1000: '#0B0C0F',
  },
  purple: { 50: '#F4F0FF', 100: '#E6DCFF', 500: '#7B5CF5', 600: '#6442E0', 700: '#4D2FB8' },
  condition: { success: '#12A36B', danger: '#E5383B', warning: '#F2A100', done: '#5B6270', info: '#2F6BFF' },
  price: { unchanged: '#7C8491', up: '#E5383B', down: '#2F6BFF' },
  cityfolioAccent: '#0E9F8E',
} as const;

export type LogoBrand = 'spi' | 'cityfolio' | 'cityforum' | 'fundNews' | 'fundInsight';
export type LogoLayout = 'symbol' | 'identity' | 'vertical' | 'primary' | 'horizontal' | 'symbolText';
export type LogoColorType = 'color' | 'white' | 'black';

/** Logo height as a multiple of its width, per brand and layout (spec section 9). */
export const LOGO_HEIGHT_RATIOS: Record<LogoBrand, Partial<Record<LogoLayout, number>>> = {
  spi: { symbol: 1, horizontal: 0.17, primary: 0.27, vertical: 1.19 },
  cityfolio: { vertical: 1.066, horizontal: 0.272 },
  cityforum: { vertical: 1.106, primary: 0.481, horizontal: 0.431 },
  fundNews: { horizontal: 0.229, vertical: 0.606 },
  fundInsight: { horizontal: 0.233 },
};

export function logoHeight(brand: LogoBrand, layout: LogoLayout, width: number): number {
  const ratio = LOGO_HEIGHT_RATIOS[brand][layout];
  if (ratio === undefined) throw new Error(`Logo layout ${layout} does not exist for ${brand}`);
  return Math.round(width * ratio * 100) / 100;
}
