import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import styles from './error-view.module.css';

interface ErrorViewProps {
  /** HTTP status code; without one the view shows the temporary-error text. */
  code?: number;
  errorId?: string;
  /** Extra action (the refresh button of the error boundary). */
  action?: ReactNode;
}

export const ERROR_TEXTS = {
  notFoundTitle: '요청하신 페이지를 찾을 수 없습니다.',
  notFoundHint: '입력하신 주소가 정확한지 다시 한번 확인해 주세요.',
  temporaryTitle: '일시적인 오류가 발생했습니다.',
  temporaryHint: '잠시 후 다시 시도해 주세요.',
  home: '홈으로',
  refresh: '새로고침',
} as const;

/** The error page of spec section 2, with or without a status code. */
export function ErrorView({ code, errorId, action }: ErrorViewProps) {
  return (
    <section className={styles.wrap} aria-labelledby="error-title" data-testid="error-view">
      {code !== undefined ? (
        <>
          <p className={styles.code} aria-label={`오류 코드 ${code}`}>{code}</p>
          <h1 id="error-title" className={styles.title}>{ERROR_TEXTS.notFoundTitle}</h1>
          <p className={styles.hint}>{ERROR_TEXTS.notFoundHint}</p>
        </>
      ) : (
        <>
          <p className={styles.mark} aria-hidden="true">!</p>
          <h1 id="error-title" className={styles.title}>{ERROR_TEXTS.temporaryTitle}</h1>
          <p className={styles.hint}>{ERROR_TEXTS.temporaryHint}</p>
          {errorId && <p className={styles.errorId}>오류 코드 {errorId}</p>}
        </>
      )}
      <div className={styles.actions}>
        {action}
        <Link href="/" className={styles.primary}>{ERROR_TEXTS.home}</Link>
      </div>
    </section>
  );
}
