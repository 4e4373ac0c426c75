import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** The frame of a list page: heading, blurb, optional extra header content, then the list. */
export function ListPage({ eyebrow, title, description, header, children, testId }: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  header?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
        {header}
      </header>
      {children}
    </div>
  );
}
