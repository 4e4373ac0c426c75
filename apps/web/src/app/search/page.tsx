import type { Metadata } from 'next';
import { searchCategories, searchContent } from '@/features/search/api/search-server';
import { SearchBox } from '@/features/search/components/search-box';
import { SearchResults, SearchSuggestions } from '@/features/search/components/search-results';
import { parseSearchParams, searchQuery, type SearchState } from '@/features/search/lib/search-params';
import { pageMetadata } from '@/lib/metadata';
import styles from './search-page.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q } = parseSearchParams(await searchParams);
  // Result pages are not indexed (endless combinations); the canonical is the search page itself.
  return { ...pageMetadata({ path: '/search', title: q ? `‘${q}’ 검색 결과` : '검색' }), robots: { index: false, follow: true } };
}

/** /search: one box for every content type, results grouped by type with counts. */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const state = parseSearchParams(await searchParams);
  const keep = { type: state.type, category: state.category, period: searchQuery(state).period };
  return (
    <div className={styles.page} data-testid="search-page">
      <h1 className={styles.title}>{state.q ? <>‘{state.q}’ 검색 결과</> : '검색'}</h1>
      <SearchBox key={state.q} initialQuery={state.q} keep={keep} />
      {state.q ? (
        // No Suspense boundary: a streamed result list is revealed at least 300 ms after the first paint (React's
        // reveal throttle), which made it the late LCP; the search box shows a search under way instead.
        <Results state={state} />
      ) : (
        <SearchSuggestions />
      )}
    </div>
  );
}

async function Results({ state }: { state: SearchState }) {
  const [outcome, categories] = await Promise.all([searchContent(state), searchCategories()]);
  return <SearchResults state={state} outcome={outcome} categories={categories} />;
}
