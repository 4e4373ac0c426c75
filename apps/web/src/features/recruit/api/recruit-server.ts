import 'server-only';
import { API_ROOTS, jobDetailResponseSchema, jobListResponseSchema, msUntilSeoulMidnight, type JobDetailResponse, type JobListResponse } from '@spi/core';
import { cache } from 'react';
import { cachedGetJson, paginatedSitemapEntries, tolerantGetJson, type SitemapEntry } from '@/lib/server/cached-api';
import { jobPath } from '../lib/job-path';

/**
 * 채용 as server components fetch it: as a guest over the loopback origin, cached with the tag 'recruit'
 * that every edit expires through /internal/revalidate. Whether a posting is closed changes at midnight in
 * Seoul without an edit, so a read is kept at most until then (docs/recruit.md).
 */
export const RECRUIT_TAG = 'recruit';
const V1 = API_ROOTS.seoul;
const BACKSTOP_SECONDS = 300;

/** Seconds a read may be kept: 300, or less so that it ends at the next Seoul midnight (at least 1). */
export function recruitRevalidate(now = new Date()): number {
  return Math.max(1, Math.min(BACKSTOP_SECONDS, Math.ceil(msUntilSeoulMidnight(now) / 1000)));
}

/** The first page of the open postings for the static HTML; null when the API cannot answer (the client then loads it). */
export const fetchJobListDefault = cache((): Promise<JobListResponse | null> =>
  tolerantGetJson(`${V1}/recruit`, jobListResponseSchema, { tags: [RECRUIT_TAG], revalidate: recruitRevalidate(), label: 'Recruit' }));

/** One published posting as a guest sees it; null for an unknown id or a draft (404). */
export const fetchJob = cache((id: number): Promise<JobDetailResponse | null> =>
  cachedGetJson(`${V1}/recruit/${id}`, jobDetailResponseSchema, { tags: [RECRUIT_TAG], revalidate: recruitRevalidate(), label: 'Recruit' }));

/** sitemap.xml entries: the list and every published posting, open or closed (at most 5,000, newest first). */
export async function recruitSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const pages = await paginatedSitemapEntries(
    'recruit list',
    (page) => cachedGetJson(`${V1}/recruit?status=all&size=50&page=${page}`, jobListResponseSchema, { tags: [RECRUIT_TAG], revalidate: recruitRevalidate(), label: 'Recruit' }),
    (job) => ({ url: `${siteUrl}${jobPath(job.id)}`, lastModified: job.publishedAt ?? undefined, changeFrequency: 'weekly', priority: job.closed ? 0.3 : 0.6 }),
    100,
  );
  return [{ url: `${siteUrl}/recruit`, changeFrequency: 'daily', priority: 0.7 }, ...pages];
}
