'use client';

import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return <Svg {...props}><path d="M6 6l12 12M18 6L6 18" /></Svg>;
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" fill="currentColor" stroke="none" />
      <path d="M12 11v5" stroke="var(--icon-contrast, #fff)" />
      <circle cx="12" cy="7.75" r="1.1" fill="var(--icon-contrast, #fff)" stroke="none" />
    </Svg>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" fill="currentColor" stroke="none" />
      <path d="M8.25 12.25l2.5 2.5 5-5" stroke="var(--icon-contrast, #fff)" />
    </Svg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.3 4.1a2 2 0 013.4 0l7.5 13A2 2 0 0119.5 20h-15a2 2 0 01-1.7-2.9l7.5-13z" fill="currentColor" stroke="none" />
      <path d="M12 9.5v4" stroke="var(--icon-contrast, #fff)" />
      <circle cx="12" cy="16.6" r="1.1" fill="var(--icon-contrast, #fff)" stroke="none" />
    </Svg>
  );
}

export function DangerIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" fill="currentColor" stroke="none" />
      <path d="M12 7.5v5.25" stroke="var(--icon-contrast, #fff)" />
      <circle cx="12" cy="16.25" r="1.1" fill="var(--icon-contrast, #fff)" stroke="none" />
    </Svg>
  );
}
