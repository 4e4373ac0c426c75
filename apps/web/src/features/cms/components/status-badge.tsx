import { STATUS_LABEL, type ArticleStatus } from '../lib/article-status';
import styles from './status-badge.module.css';

export function StatusBadge({ status }: { status: ArticleStatus }) {
  return <span className={styles.badge} data-status={status} data-testid="status-badge">{STATUS_LABEL[status]}</span>;
}

export function Chip({ children, tone = 'neutral' }: { children: React.ReactNode; tone?: 'neutral' | 'member' | 'warning' }) {
  return <span className={styles.chip} data-tone={tone}>{children}</span>;
}
