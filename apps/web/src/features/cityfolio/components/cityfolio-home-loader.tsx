'use client';

import { useQuery } from '@/lib/query';
import { fetchCityfolioHomeInBrowser } from '../api/cityfolio-client';
import { CityfolioSections } from './cityfolio-home';
import { SectionsLoading, SectionsUnavailable } from './cityfolio-home-fallback';
import styles from './cityfolio.module.css';

/**
 * The home sections loaded in the browser (through CityfolioHomeFallback): used only when the cached server render could not reach the
 * API (for example the first visit after a build made without it); the page re-renders on the server soon.
 */
export function CityfolioHomeLoader() {
  const home = useQuery({ queryKey: ['cityfolio', 'home'], queryFn: ({ signal }) => fetchCityfolioHomeInBrowser(signal) });
  if (home.data) return <CityfolioSections home={home.data} now={Date.now()} />;
  if (home.isError) {
    return <SectionsUnavailable retry={<button type="button" className={styles.moreLink} onClick={() => void home.refetch()}>다시 시도</button>} />;
  }
  return <SectionsLoading />;
}
