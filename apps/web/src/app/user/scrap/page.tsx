import { accountNav } from '../account-nav';
import type { Metadata } from 'next';
import { CONTENT_TYPE_VALUES, type ContentType } from '@spi/core';
import { parsePageParam } from '@/components/content/paging';
import { AccountShell } from '@/features/account/components/account-shell';
import { ScrapScreen } from '@/features/scrap/components/scrap-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';

import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/scrap', title: '나의 스크랩' }), robots: { index: false } };

/** /user/scrap (login required): saved content by type, with pages. */
export default async function ScrapPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/scrap', params));
  const rawType = (Array.isArray(params.type) ? params.type[0] : params.type)?.toUpperCase() ?? 'CONTENT';
  const contentType: ContentType = (CONTENT_TYPE_VALUES as readonly string[]).includes(rawType) ? (rawType as ContentType) : 'CONTENT';
  return (
    <AccountShell title="나의 스크랩" description="스크랩한 아티클과 데이터를 모아 볼 수 있습니다." current="/user/scrap" nav={accountNav(viewer)}>
      <ScrapScreen userId={viewer.user!.userId} contentType={contentType} page={parsePageParam(params.page)} />
    </AccountShell>
  );
}
