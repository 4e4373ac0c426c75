import { sampleDataLabel, type DealDetailResponse } from '@spi/core';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';

export const dealPagePath = (id: string) => `/dealsheet/${encodeURIComponent(id)}`;

/** Title and description from what a guest sees (never a member-only price). */
export function dealMetadata({ deal, note }: DealDetailResponse): Metadata {
  const band = deal.priceBand ? ` 거래가 ${deal.priceBand}.` : '';
  return pageMetadata({
    path: dealPagePath(deal.id),
    title: `${deal.assetName} 거래 정보 · 딜정보`,
    description: `${deal.assetName}(${deal.district}, ${deal.assetTypeLabel}) ${deal.dealDate.slice(0, 4)}년 ${deal.statusLabel}: 매수자 ${deal.buyer}, 매도자 ${deal.seller}.${band} ${sampleDataLabel(note.asOf, note.isSample || deal.isSample)}.`,
  });
}

/** schema.org: the traded building as a Place, inside a Dataset record of the deal. */
export function dealJsonLd({ deal, note }: DealDetailResponse, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${deal.assetName} 거래 정보`,
    description: `${deal.assetName}의 ${deal.statusLabel} 거래 (${deal.dealDate}): 매수자 ${deal.buyer}, 매도자 ${deal.seller}${note.isSample || deal.isSample ? ' (샘플 데이터)' : ''}`,
    url: `${siteUrl}${dealPagePath(deal.id)}`,
    dateModified: deal.updatedAt,
    creator: { '@type': 'Organization', name: 'SPI' },
    isAccessibleForFree: true,
    spatialCoverage: {
      '@type': 'Place',
      name: deal.assetName,
      address: { '@type': 'PostalAddress', streetAddress: deal.address, addressRegion: deal.district, addressCountry: 'KR' },
    },
  };
}
