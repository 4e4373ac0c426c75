import { sampleDataLabel, type FundDetailResponse } from '@spi/core';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';

export const FUND_LIST_PATH = '/fund';
export const fundPath = (fundId: string): string => `/fund/${encodeURIComponent(fundId)}`;
export const dealPath = (dealId: string): string => `/dealsheet/${encodeURIComponent(dealId)}`;

export function fundMetadata({ fund, note }: FundDetailResponse): Metadata {
  return pageMetadata({
    path: fundPath(fund.id),
    title: `${fund.name} (${fund.id}) · 사모펀드`,
    description: `${fund.amc}의 ${fund.kindLabel} ${fund.legalFormLabel} ${fund.redemptionLabel} 펀드(${fund.strategyLabel}, ${fund.assetTypeLabel}). 설정일 ${fund.inceptionDate}, 기초자산 ${fund.assetCount}건, 판매사와 수탁사. ${sampleDataLabel(note.asOf, note.isSample)}.`,
  });
}

/** schema.org Dataset about the fund (an InvestmentFund), with the public identity only. */
export function fundJsonLd({ fund, note }: FundDetailResponse, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${fund.name} 펀드 정보`,
    description: `${fund.name}(${fund.amc})의 펀드 유형, 투자 전략, 설정일·만기일, 기초자산과 관련 거래${note.isSample ? ' (샘플 데이터)' : ''}`,
    url: `${siteUrl}${fundPath(fund.id)}`,
    dateModified: note.asOf,
    creator: { '@type': 'Organization', name: 'SPI' },
    isAccessibleForFree: true,
    about: {
      '@type': 'InvestmentFund',
      name: fund.name,
      identifier: fund.id,
      provider: { '@type': 'Organization', name: fund.amc },
    },
  };
}
