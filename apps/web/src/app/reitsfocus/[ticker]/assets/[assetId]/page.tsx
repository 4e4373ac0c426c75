import { isTicker, sampleDataLabel } from '@spi/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchReit } from '@/features/reits/api/reits-server';
import { AssetPage } from '@/features/reits/components/asset-page';
import { assetPath } from '@/features/reits/lib/reit-seo';
import { serializeJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { SITE_URL } from '@/lib/site-config';

/** One property of a REIT, cached like the REIT page (tag 'reits', 300 s backstop); reads no cookies. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ ticker: string; assetId: string }> {
  return [];
}

type Params = Promise<{ ticker: string; assetId: string }>;

async function load(params: Params) {
  const { ticker: rawTicker, assetId: rawId } = await params;
  let ticker: string;
  let assetId: string;
  try {
    ticker = decodeURIComponent(rawTicker).toUpperCase();
    assetId = decodeURIComponent(rawId);
  } catch {
    return null;
  }
  if (!isTicker(ticker)) return null;
  const detail = await fetchReit(ticker);
  const asset = detail?.assets.find((a) => a.id === assetId);
  return detail && asset ? { detail, asset } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return { title: '자산을 찾을 수 없습니다', robots: { index: false } };
  const { detail, asset } = found;
  return pageMetadata({
    path: assetPath(detail.reit.ticker, asset.id),
    title: `${asset.name} · ${detail.reit.nameKo} 보유 자산 · 리츠포커스`,
    description: `${detail.reit.nameKo}가 보유한 ${asset.type} ${asset.name}(${asset.address})의 연면적, 감정평가액, 임대율과 임대차. ${sampleDataLabel(detail.note.asOf, detail.note.isSample)}.`,
  });
}

export default async function AssetRoute({ params }: { params: Params }) {
  const found = await load(params);
  if (!found) notFound();
  const { detail, asset } = found;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: asset.name,
    address: { '@type': 'PostalAddress', streetAddress: asset.address, addressCountry: 'KR' },
    url: `${SITE_URL}${assetPath(detail.reit.ticker, asset.id)}`,
    additionalProperty: [
      { '@type': 'PropertyValue', name: '연면적', value: asset.gfaSqm, unitText: '㎡' },
      { '@type': 'PropertyValue', name: '임대율', value: asset.occupancy },
    ],
  };
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <AssetPage detail={detail} asset={asset} />
    </>
  );
}
