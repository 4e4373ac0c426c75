import type { Metadata } from 'next';
import { ReitDataScreen } from '@/features/cms/components/reits/reit-data-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/reits', title: '리츠 데이터' }), robots: { index: false } };

/** /admin/reits: REIT data import (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/reits', await searchParams));
  return <ReitDataScreen />;
}
