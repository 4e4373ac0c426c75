import type { Metadata } from 'next';
import { FaqEditorScreen } from '@/features/cms/components/support/faq-editor-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/support/faqs', title: '자주 묻는 질문 관리' }), robots: { index: false } };

/** /admin/support/faqs: the FAQ editor of the help centre (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/support/faqs', await searchParams));
  return <FaqEditorScreen />;
}
