import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dealIdOf, fetchDeal } from '@/features/deals/api/deals-server';
import { DealPage } from '@/features/deals/components/deal-page';
import { dealJsonLd, dealMetadata, dealPagePath } from '@/features/deals/lib/deal-seo';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_URL } from '@/lib/site-config';

/**
 * A deal's page, cached per id like a REIT page (ADR 014, ADR 019 rule 4): the guest's answer (price
 * band) is rendered on the first visit and kept until an edit or import expires the tag 'deals' (or
 * 300 s pass). It reads no cookies; the signed-in viewer's prices and the scrap state load in the browser.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ dealId: string }> {
  return [];
}

type Params = Promise<{ dealId: string }>;

async function load(raw: string) {
  const id = dealIdOf(raw);
  return id ? fetchDeal(id) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await load((await params).dealId);
  if (!detail) return { title: '거래 정보를 찾을 수 없습니다', robots: { index: false } };
  return dealMetadata(detail);
}

export default async function DealRoute({ params }: { params: Params }) {
  const detail = await load((await params).dealId);
  if (!detail) notFound();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(dealJsonLd(detail, SITE_URL)) }} />
      <DealPage
        guest={detail}
        url={`${SITE_URL}${dealPagePath(detail.deal.id)}`}
        scrapButton={<ScrapButton contentType="DEAL" contentId={detail.deal.id} title={detail.deal.assetName} variant="labelled" />}
      />
    </>
  );
}
