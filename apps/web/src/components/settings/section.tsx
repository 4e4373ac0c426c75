import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

/** A titled card of the account and settings screens (account, notifications, corporation, membership). */
export function Section({ title, description, action, children, testId, tone }: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  testId?: string;
  tone?: 'danger';
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId} data-tone={tone}>
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

/** Grey placeholder bars while a section loads. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="불러오는 중" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => <span key={i} className={styles.bar} />)}
    </div>
  );
}

/** What to say when a list is empty, and what to do next. */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {description && <p className={styles.emptyDescription}>{description}</p>}
      {action}
    </div>
  );
}

/** A failed load with a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>다시 시도</button>
    </div>
  );
}
