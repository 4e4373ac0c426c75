import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './states.module.css';

/** An empty list: what happened and what to do next. */
export function EmptyState({ title, description, actions, className, testId = 'empty-state' }: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={clsx(styles.empty, className)} data-testid={testId}>
      <p className={styles.emptyTitle}>{title}</p>
      {description && <p className={styles.emptyText}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

/** A failed load, with a retry (a link to the same address or a button from the caller). */
export function ErrorState({ title = '목록을 불러오지 못했습니다.', description = '잠시 후 다시 시도해 주세요.', retry }: {
  title?: string;
  description?: ReactNode;
  retry: ReactNode;
}) {
  return (
    <div className={clsx(styles.empty, styles.error)} role="alert" data-testid="error-state">
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{description}</p>
      <div className={styles.actions}>{retry}</div>
    </div>
  );
}

/** Placeholder cards while a list loads (same grid as the list). */
export function CardGridSkeleton({ count = 6, layout = 'responsive' }: { count?: number; layout?: 'grid' | 'responsive' | 'row' }) {
  return (
    <div className={styles.grid} data-layout={layout} aria-busy="true" aria-label="불러오는 중" data-testid="list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} data-layout={layout}>
          <div className={clsx(styles.block, styles.thumb)} />
          <div className={styles.lines}>
            <div className={clsx(styles.block, styles.line)} style={{ width: '40%' }} />
            <div className={clsx(styles.block, styles.lineLg)} />
            <div className={clsx(styles.block, styles.lineLg)} style={{ width: '70%' }} />
            <div className={clsx(styles.block, styles.line)} style={{ width: '50%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Text lines standing in for loading text (article body, search results). `screen`: the placeholder of a whole
 * screen's content (a list, a dashboard) that arrives taller than a few lines — it reserves a screenful, so the
 * footer starts below the fold and does not jump when the content arrives (0.3–0.4 CLS on phones without it).
 */
export function LinesSkeleton({ lines = 4, screen = false }: { lines?: number; screen?: boolean }) {
  return (
    <div className={clsx(styles.lines, screen && styles.screen)} aria-busy="true" aria-label="불러오는 중" data-testid={screen ? 'screen-skeleton' : undefined}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={clsx(styles.block, styles.lineLg)} style={{ width: i === lines - 1 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}

/** The list grid used by every article list (3 / 2 / 1 columns). */
export function CardGrid({ children, layout = 'responsive', className }: { children: ReactNode; layout?: 'grid' | 'responsive' | 'row'; className?: string }) {
  return <div className={clsx(styles.grid, className)} data-layout={layout}>{children}</div>;
}
