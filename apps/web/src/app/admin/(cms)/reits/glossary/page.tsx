import type { Metadata } from 'next';
import { GlossaryScreen } from '@/features/cms/components/reits/glossary-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/reits/glossary', title: '용어 사전' }), robots: { index: false } };

/** /admin/reits/glossary: the 리츠포커스 glossary (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/reits/glossary', await searchParams));
  return <GlossaryScreen />;
}
