import { formatPercent, sampleDataLabel, type ReitDetail } from '@spi/core';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';

export function reitPath(ticker: string): string {
  return `/reitsfocus/${ticker}`;
}

export function assetPath(ticker: string, assetId: string): string {
  return `/reitsfocus/${ticker}/assets/${encodeURIComponent(assetId)}`;
}

export function reitMetadata(detail: ReitDetail): Metadata {
  const { reit, note } = detail;
  const yieldText = reit.metrics.indicatedYield.value === null ? '' : ` 예상 배당률 ${formatPercent(reit.metrics.indicatedYield.value)},`;
  return pageMetadata({
    path: reitPath(reit.ticker),
    title: `${reit.nameKo} (${reit.ticker}) 주가·배당·NAV · 리츠포커스`,
    description: `${reit.nameKo}(${reit.sectorLabel}, ${reit.amc})의 시세,${yieldText} P/NAV, 보유 자산과 임대차, 차입금 만기를 한눈에. ${sampleDataLabel(note.asOf, note.isSample)}.`,
  });
}

/** schema.org Dataset describing the REIT's data on the page (what search engines index as data). */
export function reitJsonLd(detail: ReitDetail, siteUrl: string) {
  const { reit, note } = detail;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${reit.nameKo} (${reit.ticker}) 리츠 데이터`,
    description: `${reit.nameKo}의 일별 시세, 배당, 재무, 보유 자산, 차입금과 지표${note.isSample ? ' (샘플 데이터)' : ''}`,
    url: `${siteUrl}${reitPath(reit.ticker)}`,
    dateModified: note.asOf,
    temporalCoverage: `${reit.listedOn}/${note.asOf}`,
    creator: { '@type': 'Organization', name: 'SPI' },
    isAccessibleForFree: true,
    about: { '@type': 'Corporation', name: reit.nameKo, alternateName: reit.nameEn, tickerSymbol: `KRX:${reit.ticker}` },
  };
}
