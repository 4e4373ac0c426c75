import Link from '@/components/ui/app-link';
import { pageHref } from '@/components/content/paging';
import { SeriesSelect } from './series-select';
import styles from './list-filters.module.css';

export interface FilterOption { slug: string; name: string }

/**
 * Category chips and the series filter of a list. Every choice is an address (`?category=&series=`),
 * so filters survive reloads and sharing; changing a filter goes back to page 1.
 */
export function ListFilters({ path, categories, series, current }: {
  path: string;
  categories: FilterOption[];
  series?: FilterOption[];
  current: { category?: string; series?: string };
}) {
  const chip = (slug: string | undefined, name: string) => {
    const selected = (current.category ?? '') === (slug ?? '');
    return (
      <li key={slug ?? 'all'}>
        <Link
          href={pageHref(path, { category: slug, series: current.series }, 1)}
          className={styles.chip}
          aria-current={selected ? 'true' : undefined}
          scroll={false}
        >
          {name}
        </Link>
      </li>
    );
  };
  return (
    <div className={styles.filters} data-testid="list-filters">
      <nav aria-label="카테고리" className={styles.chipsWrap}>
        <ul className={styles.chips}>
          {chip(undefined, '전체')}
          {categories.map((c) => chip(c.slug, c.name))}
        </ul>
      </nav>
      {series && series.length > 0 && (
        <SeriesSelect path={path} category={current.category} value={current.series ?? ''} options={series} />
      )}
    </div>
  );
}
