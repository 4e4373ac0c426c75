import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

/** A titled card of the membership tab (the account screens' section look). */
export function Section({ title, description, action, children, testId }: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.head}>
        <div>
          <h2 id={id} className={styles.title}>{title}</h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="불러오는 중" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => <span key={i} className={styles.bar} />)}
    </div>
  );
}

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {description && <p className={styles.emptyDescription}>{description}</p>}
      {action}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>다시 시도</button>
    </div>
  );
}
