import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchJob } from '@/features/recruit/api/recruit-server';
import { JobPage } from '@/features/recruit/components/job-page';
import { jobMetadata, jobPostingJsonLd } from '@/features/recruit/lib/job-seo';
import { jobIdOf, jobPath } from '@/features/recruit/lib/job-path';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_URL } from '@/lib/site-config';

/**
 * A posting's page, cached per id (ADR 014, ADR 020): rendered for the guest on the first visit and kept
 * until an edit expires the tag 'recruit', 300 s pass or the Seoul day ends (a posting closes by date).
 * It reads no cookies; the scrap state loads in the browser. A closed posting still answers, with 마감.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ jobId: string }> {
  return [];
}

type Params = Promise<{ jobId: string }>;

async function load(raw: string) {
  const id = jobIdOf(raw);
  return id === null ? null : fetchJob(id);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await load((await params).jobId);
  if (!detail) return { title: '채용 공고를 찾을 수 없습니다', robots: { index: false } };
  return jobMetadata(detail.job);
}

export default async function JobRoute({ params }: { params: Params }) {
  const detail = await load((await params).jobId);
  if (!detail) notFound();
  const { job } = detail;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingJsonLd(job, SITE_URL)) }} />
      <JobPage job={job} url={`${SITE_URL}${jobPath(job.id)}`}
        scrapButton={<ScrapButton contentType="RECRUIT" contentId={String(job.id)} title={job.title} variant="labelled" />} />
    </>
  );
}
