import Link from '@/components/ui/app-link';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageHref, pageItems } from './paging';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** Path and query of the list; `page` is added (and dropped for page 1). */
  path: string;
  query?: Record<string, string | number | null | undefined>;
  /** Scroll to the top on navigation (default true). */
  scroll?: boolean;
}

/**
 * Numbered pages with 이전/다음, as links (`?page=n`), so every page has an address. A number's name ('2페이지')
 * comes from its content (the visible number + a visually hidden '페이지'), so it always contains the visible
 * text (WCAG 2.5.3); an aria-label on a generic span would be ignored or flagged.
 */
export function Pagination({ page, pageCount, path, query = {}, scroll = true }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (n: number) => pageHref(path, query, n);
  return (
    <nav className={styles.pagination} aria-label="페이지 이동" data-testid="pagination">
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.step} rel="prev" scroll={scroll}>
          <ChevronLeftIcon size={18} /><span>이전</span>
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true"><ChevronLeftIcon size={18} /><span>이전</span></span>
      )}
      <ol className={styles.pages}>
        {pageItems(page, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden="true">…</span>
            ) : item === page ? (
              <span className={styles.page} aria-current="page">{item}<span className="visually-hidden">페이지, 현재 페이지</span></span>
            ) : (
              <Link href={href(item)} className={styles.page} scroll={scroll}>{item}<span className="visually-hidden">페이지</span></Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={styles.step} rel="next" scroll={scroll}>
          <span>다음</span><ChevronRightIcon size={18} />
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true"><span>다음</span><ChevronRightIcon size={18} /></span>
      )}
    </nav>
  );
}
