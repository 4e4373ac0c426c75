import { logoHeight, type LogoLayout } from '@spi/core';

interface LogoProps {
  layout?: Extract<LogoLayout, 'symbol' | 'horizontal'>;
  width?: number;
  className?: string;
}

/**
 * SPI logo. Height follows the spec's ratio for the layout (horizontal 0.17 of the width).
 * It is an image named by its visible letters ('SPI', plus 'Pro Insight' for the horizontal layout), so a link
 * around it takes its name from content (logo + a visually hidden ' 홈') and never from an aria-label that
 * leaves the visible text out (WCAG 2.5.3 Label in Name). `LogoHomeContent` is that content.
 */
export function Logo({ layout = 'horizontal', width = 88, className }: LogoProps) {
  const height = logoHeight('spi', layout, width);
  if (layout === 'symbol') {
    return (
      <svg className={className} width={width} height={height} viewBox="0 0 40 40" role="img" aria-label="SPI">
        <rect width="40" height="40" rx="9" fill="var(--color-primary-500)" />
        <path d="M11 27h18M11 20h18M11 13h11" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
    );
  }
  // viewBox height / width = 0.17, the horizontal identity ratio.
  return (
    <svg className={className} width={width} height={height} viewBox="0 0 200 34" role="img" aria-label="SPI Pro Insight">
      <rect x="0" y="0" width="34" height="34" rx="8" fill="var(--color-primary-500)" />
      <path d="M9 23.5h16M9 17h16M9 10.5h10" stroke="#fff" strokeWidth="3.6" strokeLinecap="round" />
      <text x="44" y="28" style={{ fontFamily: 'var(--font-sans)' }} fontSize="31" fontWeight="800" letterSpacing="-0.5" fill="currentColor">
        SPI
      </text>
      <text x="112" y="27" style={{ fontFamily: 'var(--font-sans)' }} fontSize="14" fontWeight="600" fill="var(--color-text-subtle)">
        Pro Insight
      </text>
    </svg>
  );
}

/**
 * What a link to the home page holds: the logo (named by its visible letters) and a visually hidden ' 홈', so
 * the link is named e.g. 'SPI Pro Insight 홈' and that name contains the visible text.
 */
export function LogoHomeContent(props: LogoProps) {
  return (
    <>
      <Logo {...props} />
      <span className="visually-hidden"> 홈</span>
    </>
  );
}
