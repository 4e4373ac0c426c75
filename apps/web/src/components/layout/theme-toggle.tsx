'use client';

import { useEffect, useState } from 'react';
import { writeThemeCookie, type Theme } from '@/lib/theme';
import { MoonIcon, SunIcon } from './icons';
import styles from './theme-toggle.module.css';

function currentTheme(): Theme {
  const set = document.documentElement.dataset.theme;
  if (set === 'light' || set === 'dark') return set;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Switches between light and dark and remembers the choice in the theme cookie. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? '다크 모드로 전환' : '라이트 모드로 전환';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      title={label}
      onClick={() => { writeThemeCookie(next); setTheme(next); }}
    >
      {theme === 'dark' ? <SunIcon size={20} /> : <MoonIcon size={20} />}
      {withLabel && <span>{theme === 'dark' ? '라이트 모드' : '다크 모드'}</span>}
    </button>
  );
}
