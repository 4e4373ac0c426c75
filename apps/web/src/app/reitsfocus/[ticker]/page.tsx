import { isTicker } from '@spi/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { fetchGlossary, fetchReit } from '@/features/reits/api/reits-server';
import { ReitPage } from '@/features/reits/components/reit-page';
import { reitJsonLd, reitMetadata, reitPath } from '@/features/reits/lib/reit-seo';
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_URL } from '@/lib/site-config';

/**
 * A REIT's page, cached like an article (ADR 014): rendered on its first visit, kept until an import or a
 * price update expires the tag 'reits' (or 300 s pass). It reads no cookies; scrap state, the download
 * and the view count are client islands.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ ticker: string }> {
  return [];
}

type Params = Promise<{ ticker: string }>;

async function load(raw: string) {
  const ticker = decodeURIComponent(raw).toUpperCase();
  return isTicker(ticker) ? fetchReit(ticker) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await load((await params).ticker);
  if (!detail) return { title: '리츠를 찾을 수 없습니다', robots: { index: false } };
  return reitMetadata(detail);
}

export default async function ReitRoute({ params }: { params: Params }) {
  const detail = await load((await params).ticker);
  if (!detail) notFound();
  const glossary = await fetchGlossary();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(reitJsonLd(detail, SITE_URL)) }} />
      <ReitPage
        detail={detail}
        glossary={glossary}
        url={`${SITE_URL}${reitPath(detail.reit.ticker)}`}
        scrapButton={<ScrapButton contentType="REITS" contentId={detail.reit.ticker} title={detail.reit.nameKo} variant="labelled" />}
      />
    </>
  );
}
