import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { fetchFundAsGuest, fundIdOf } from '@/features/funds/api/funds-server';
import { FundPage } from '@/features/funds/components/fund-page';
import { fundJsonLd, fundMetadata, fundPath } from '@/features/funds/lib/fund-seo';
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_URL } from '@/lib/site-config';

/**
 * A fund's page, cached like a REIT page (ADR 014/019): the guest's version is rendered on the first
 * visit and kept until an admin edit, report upload or import expires the tag 'funds' (or 300 s pass).
 * It reads no cookies; figures, reports and scrap state are client islands.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ fundId: string }> {
  return [];
}

type Params = Promise<{ fundId: string }>;

async function load(raw: string) {
  const fundId = fundIdOf(raw);
  return fundId ? fetchFundAsGuest(fundId) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await load((await params).fundId);
  if (!detail) return { title: '펀드를 찾을 수 없습니다', robots: { index: false } };
  return fundMetadata(detail);
}

export default async function FundRoute({ params }: { params: Params }) {
  const detail = await load((await params).fundId);
  if (!detail) notFound();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(fundJsonLd(detail, SITE_URL)) }} />
      <FundPage
        detail={detail}
        url={`${SITE_URL}${fundPath(detail.fund.id)}`}
        scrapButton={<ScrapButton contentType="FUND" contentId={detail.fund.id} title={detail.fund.name} variant="labelled" />}
      />
    </>
  );
}
