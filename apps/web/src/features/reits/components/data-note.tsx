/**
 * The as-of date and source of REIT figures, with a 샘플 badge on demo data: the shared market data note
 * (no client components beside it, so the home page's data strip does not pull the screener into the first load).
 */
export { MarketDataNote as DataNote } from '@/components/market/data-note';
