import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 20, ...rest }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size, height: size, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8,
    strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false, ...rest,
  };
}

/** Bookmark outline; `filled` for a saved item. */
export const BookmarkIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <svg {...base(p)}><path d="M6.5 4h11a1 1 0 0 1 1 1v15l-6.5-4.2L5.5 20V5a1 1 0 0 1 1-1Z" fill={filled ? 'currentColor' : 'none'} /></svg>
);
export const LockIcon = (p: IconProps) => (<svg {...base(p)}><rect x="5" y="11" width="14" height="9" rx="2" /><path d="M8 11V8a4 4 0 1 1 8 0v3" /></svg>);
export const LinkIcon = (p: IconProps) => (<svg {...base(p)}><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" /><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" /></svg>);
export const PlayIcon = (p: IconProps) => (<svg {...base(p)}><path d="M8 5.5v13l11-6.5-11-6.5Z" fill="currentColor" /></svg>);
export const HeadphonesIcon = (p: IconProps) => (<svg {...base(p)}><path d="M4 15v-3a8 8 0 0 1 16 0v3" /><rect x="3" y="14" width="4" height="6" rx="1.5" /><rect x="17" y="14" width="4" height="6" rx="1.5" /></svg>);
export const ChevronLeftIcon = (p: IconProps) => (<svg {...base(p)}><path d="m15 6-6 6 6 6" /></svg>);
export const ChevronRightIcon = (p: IconProps) => (<svg {...base(p)}><path d="m9 6 6 6-6 6" /></svg>);
export const SearchIcon = (p: IconProps) => (<svg {...base(p)}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>);
export const ClockIcon = (p: IconProps) => (<svg {...base(p)}><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></svg>);
