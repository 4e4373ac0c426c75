'use client';

import clsx from 'clsx';
import type { ContentType } from '@spi/core';
import { BookmarkIcon } from '@/components/content/icons';
import styles from './scrap-button.module.css';

export interface ScrapButtonProps {
  contentId: string;
  contentType?: ContentType;
  /** What is saved, for the accessible name ('{title} 스크랩'). */
  title?: string;
  /** icon: a round icon button; labelled: icon and '스크랩' text. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/** The bookmark toggle itself (aria-pressed), the same for a guest and a member. */
export function ScrapButtonView({ title, variant = 'icon', className, scrapped, onClick }: ScrapButtonProps & {
  scrapped: boolean;
  /** Absent while a member's saved list is still loading. */
  onClick?: () => void;
}) {
  const label = title ? `${title} 스크랩` : '스크랩';
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      data-variant={variant}
      aria-pressed={scrapped}
      aria-label={variant === 'icon' ? label : undefined}
      title={scrapped ? '스크랩 해제' : '스크랩'}
      onClick={onClick}
      data-testid="scrap-button"
    >
      <BookmarkIcon size={variant === 'icon' ? 20 : 18} filled={scrapped} />
      {variant === 'labelled' && <span>{scrapped ? '스크랩됨' : '스크랩'}</span>}
    </button>
  );
}
