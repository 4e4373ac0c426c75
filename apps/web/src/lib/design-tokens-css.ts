import { BREAKPOINTS, DURATIONS, LAYERS, LIMITS, PALETTE } from '@spi/core';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * CSS custom properties generated from the spec constants in packages/core, so components and tests
 * read one source of truth: --z-modal, --color-primary-500, --duration-snackbar-animation-ms, ...
 */
export function designTokensCss(): string {
  const vars: string[] = [];
  for (const [name, value] of Object.entries(LAYERS)) vars.push(`--z-${kebab(name)}:${value}`);
  for (const [name, value] of Object.entries(BREAKPOINTS)) vars.push(`--bp-${kebab(name)}:${value}px`);
  for (const [name, value] of Object.entries(DURATIONS)) vars.push(`--duration-${kebab(name).replace(/-ms$/, '')}:${value}ms`);
  vars.push(`--modal-max-width:${LIMITS.modalMaxWidthPx}px`, `--corner-card-width:${LIMITS.cornerCardWidthPx}px`);
  for (const [family, shades] of Object.entries(PALETTE)) {
    if (typeof shades === 'string') { vars.push(`--color-${kebab(family)}:${shades}`); continue; }
    for (const [shade, hex] of Object.entries(shades)) vars.push(`--color-${kebab(family)}-${shade}:${hex}`);
  }
  return `:root{${vars.join(';')}}`;
}
