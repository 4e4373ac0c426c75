import Link from '@/components/ui/app-link';
import { CONTENT_TYPE_LABELS, CONTENT_TYPE_VALUES, type ContentType, type SearchResponseDto, formatLocaleNumber } from '@spi/core';
import { dedupeSnippet, searchTabs } from '../lib/search-display';
import { MemberOnlyBadge } from '@/components/content/article-card';
import { formatSeoulDate } from '@/components/content/format';
import { articleHref } from '@/components/content/links';
import { pageCount, pageHref } from '@/components/content/paging';
import { Pagination } from '@/components/content/pagination';
import { RetryButton } from '@/components/content/retry-button';
import { EmptyState, ErrorState } from '@/components/content/states';
import { SEARCH_PAGE_SIZE, type CategoryOption, type SearchOutcome } from '../api/search-server';
import { sanitizeMarkHtml } from '../lib/mark-html';
import { SEARCH_PERIODS, SUGGESTED_QUERIES, formatSeconds, searchQuery, type SearchState } from '../lib/search-params';
import { CategorySelect } from './category-select';
import styles from './search-results.module.css';

const PATH = '/search';
/**
 * Types shown as entity cards (REITs, deals, funds, events, jobs, 시티폴리오): every type but articles, a few
 * per type on the 전체 tab, paged on their own tab.
 */
const ENTITY_TYPES: readonly ContentType[] = CONTENT_TYPE_VALUES.filter((type) => type !== 'CONTENT');

/** Suggested queries as links (no query yet, or nothing found). */
export function SearchSuggestions({ title = '추천 검색어' }: { title?: string }) {
  return (
    <div className={styles.suggestions}>
      <p className={styles.suggestionsTitle}>{title}</p>
      <ul className={styles.suggestionList}>
        {SUGGESTED_QUERIES.map((q) => (
          <li key={q}><Link href={pageHref(PATH, { q }, 1)} className={styles.suggestion}>{q}</Link></li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Results of /search: type tabs with counts (전체, 아티클, 리츠, 딜정보, 사모펀드, 이벤트, 채용, 시티폴리오), category and period
 * filters, the count and time, highlighted hits, numbered pages, and an empty state with suggestions.
 */
export function SearchResults({ state, outcome, categories }: { state: SearchState; outcome: SearchOutcome; categories: CategoryOption[] }) {
  if (outcome.kind === 'invalid') return <EmptyState title={outcome.message} description="검색어는 1자 이상 100자 이하로 입력해 주세요." />;
  // One request answers every type: when it failed there is no count to show, so no tab at all.
  if (outcome.kind === 'failed') return <ErrorState title="검색하지 못했습니다." retry={<RetryButton />} />;
  const { result } = outcome;
  const tabs = searchTabs(outcome, state.type) ?? [];
  const total = tabs[0]?.count ?? 0;
  const base = searchQuery(state);
  const filtered = Boolean(state.category || state.period !== 'all');

  return (
    <div className={styles.results}>
      <nav aria-label="검색 결과 유형" className={styles.tabsWrap}>
        <ul className={styles.tabs}>
          {tabs.map(({ type, count }) => (
            <TypeTab
              key={type ?? 'ALL'}
              label={type ? CONTENT_TYPE_LABELS[type] : '전체'}
              count={count}
              href={pageHref(PATH, { ...base, type }, 1)}
              current={state.type === type}
            />
          ))}
        </ul>
      </nav>

      <div className={styles.filters}>
        <ul className={styles.periods} aria-label="기간">
          {SEARCH_PERIODS.map((p) => (
            <li key={p.id}>
              <Link
                href={pageHref(PATH, { ...base, period: p.id === 'all' ? undefined : p.id }, 1)}
                className={styles.period}
                aria-current={state.period === p.id ? 'true' : undefined}
                scroll={false}
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
        {categories.length > 0 && <CategorySelect value={state.category ?? ''} options={categories} query={base} />}
      </div>

      <p className={styles.summary} data-testid="search-summary" aria-live="polite">
        검색 결과 <strong className="tabular">{formatLocaleNumber(state.type ? result.pagination.count : total)}건</strong>
        <span className={styles.took}> · {formatSeconds(result.tookMs)}</span>
      </p>

      {result.entities.length > 0 && (
        <div className={styles.entityGroups} data-testid="search-entities">
          {ENTITY_TYPES.map((type) => {
            const entities = result.entities.filter((e) => e.contentType === type);
            if (entities.length === 0) return null;
            const count = result.groups.find((g) => g.contentType === type)?.count ?? entities.length;
            const more = !state.type && count > entities.length ? { label: CONTENT_TYPE_LABELS[type], count, href: pageHref(PATH, { ...base, type }, 1) } : null;
            return <EntityHits key={type} type={type} entities={entities} more={more} showHeading={!state.type} />;
          })}
          {state.type && ENTITY_TYPES.includes(state.type) && (
            <Pagination page={state.page} pageCount={pageCount(result.pagination.count, SEARCH_PAGE_SIZE)} path={PATH} query={{ ...base }} />
          )}
        </div>
      )}

      {result.data.length === 0 && result.entities.length === 0 ? (
        <EmptyState
          testId="search-empty"
          title={`‘${result.query}’에 대한 ${state.type ? `${CONTENT_TYPE_LABELS[state.type]} ` : ''}검색 결과가 없습니다.`}
          description={
            <>
              단어의 철자를 확인하거나 더 짧은 단어로 검색해 보세요.
              {filtered && ' 기간과 카테고리 조건을 풀면 더 많은 결과를 볼 수 있습니다.'}
            </>
          }
          actions={
            <>
              {filtered && <Link href={pageHref(PATH, { q: state.q, type: state.type }, 1)}>조건 초기화</Link>}
              {state.type && <Link href={pageHref(PATH, { ...base, type: undefined }, 1)}>전체 유형에서 찾기</Link>}
              {SUGGESTED_QUERIES.slice(0, 4).map((q) => <Link key={q} href={pageHref(PATH, { q }, 1)}>{q}</Link>)}
            </>
          }
        />
      ) : result.data.length === 0 ? null : (
        <>
          <ol className={styles.hits} data-testid="search-results">
            {result.data.map((hit) => <SearchHit key={`${hit.contentType}-${hit.articleId}`} hit={hit} />)}
          </ol>
          <Pagination page={state.page} pageCount={pageCount(result.pagination.count, SEARCH_PAGE_SIZE)} path={PATH} query={{ ...base }} />
        </>
      )}
    </div>
  );
}

function TypeTab({ label, count, href, current }: { label: string; count: number; href: string; current: boolean }) {
  return (
    <li>
      <Link href={href} className={styles.tab} aria-current={current ? 'page' : undefined} scroll={false}>
        {label}
        <span className={styles.tabCount}>{formatLocaleNumber(count)}</span>
      </Link>
    </li>
  );
}

function SearchHit({ hit }: { hit: SearchResponseDto['data'][number] }) {
  return (
    <li className={`${styles.hit} offscreen-lazy`} data-testid="search-hit">
      <div className={styles.hitText}>
        <p className={styles.hitMeta}>
          <span className={styles.hitType}>{CONTENT_TYPE_LABELS[hit.contentType]}</span>
          {hit.label && <span className={styles.hitLabel}>{hit.label}</span>}
          <span className="tabular">{formatSeoulDate(hit.published)}</span>
          {hit.isMemberOnly && <MemberOnlyBadge />}
        </p>
        <h2 className={styles.hitTitle}>
          <Link href={articleHref(hit.articleId)} className={styles.hitLink}>
            <span dangerouslySetInnerHTML={{ __html: sanitizeMarkHtml(hit.titleHtml) }} />
          </Link>
        </h2>
        {hit.snippetHtml && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: sanitizeMarkHtml(hit.snippetHtml) }} />}
      </div>
      {hit.thumbnail && (
        <div className={styles.hitThumb}>
          <img src={hit.thumbnail} alt="" loading="lazy" width={320} height={180} />
        </div>
      )}
    </li>
  );
}

/**
 * REITs, deals, funds, events, jobs or 시티폴리오 items that match: compact cards that go straight to the
 * item's page (/reitsfocus, /dealsheet, /fund, /event, /recruit, /cityfolio).
 */
function EntityHits({ type, entities, more, showHeading }: {
  type: ContentType;
  entities: SearchResponseDto['entities'];
  more: { label: string; count: number; href: string } | null;
  showHeading: boolean;
}) {
  const label = CONTENT_TYPE_LABELS[type];
  // Under the type heading on 전체; the page's second level on the type's own tab.
  const Title = showHeading ? 'h3' : 'h2';
  return (
    <section className={`${styles.entities} offscreen-lazy`} aria-label={`${label} 검색 결과`} data-testid={`search-entities-${type.toLowerCase()}`}>
      {showHeading && <h2 className={styles.entityHeading}>{label}</h2>}
      <ul className={styles.entityList}>
        {entities.map((entity) => ({ ...entity, ...dedupeSnippet(entity.subtitle, entity.snippetHtml) })).map((e) => (
          <li key={`${e.contentType}-${e.id}`} className={styles.entity} data-testid="search-entity">
            <p className={styles.hitMeta}>
              <span className={styles.hitType}>{CONTENT_TYPE_LABELS[e.contentType]}</span>
              {e.subtitle && <span>{e.subtitle}</span>}
            </p>
            <Title className={styles.entityTitle}>
              <Link href={e.href} className={styles.entityLink}>
                <span dangerouslySetInnerHTML={{ __html: sanitizeMarkHtml(e.titleHtml) }} />
              </Link>
            </Title>
            {e.snippetHtml && <p className={styles.entitySnippet} dangerouslySetInnerHTML={{ __html: sanitizeMarkHtml(e.snippetHtml) }} />}
          </li>
        ))}
      </ul>
      {more && (
        <Link href={more.href} className={styles.entityMore} scroll={false}>
          {more.label} {formatLocaleNumber(more.count)}건 모두 보기 →
        </Link>
      )}
    </section>
  );
}
