import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cityfolioIdOf, fetchCityfolioItem } from '@/features/cityfolio/api/cityfolio-server';
import { CityfolioItemPage } from '@/features/cityfolio/components/item-page';
import { itemJsonLd, itemMetadata } from '@/features/cityfolio/lib/cityfolio-seo';
import { cityfolioItemHref } from '@/features/cityfolio/lib/paths';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_URL } from '@/lib/site-config';

/**
 * A 시티폴리오 item's page, cached per id (ADR 014, ADR 020 §3): rendered for the guest on the first
 * visit and kept until an edit expires the tag 'cityfolio' (or 300 s pass). It reads no cookies; the
 * scrap state loads in the browser, and a video is only contacted when the reader presses play.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ itemId: string }> {
  return [];
}

type Params = Promise<{ itemId: string }>;

async function load(raw: string) {
  const id = cityfolioIdOf(raw);
  return id ? fetchCityfolioItem(id) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await load((await params).itemId);
  if (!data) return { title: '콘텐츠를 찾을 수 없습니다', robots: { index: false } };
  return itemMetadata(data);
}

export default async function CityfolioItemRoute({ params }: { params: Params }) {
  const data = await load((await params).itemId);
  if (!data) notFound();
  const { item } = data;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemJsonLd(data, SITE_URL)) }} />
      <CityfolioItemPage
        data={data}
        url={`${SITE_URL}${cityfolioItemHref(item.id)}`}
        now={Date.now()}
        scrapButton={<ScrapButton contentType="CITYFOLIO" contentId={String(item.id)} title={item.title} variant="labelled" />}
      />
    </>
  );
}
