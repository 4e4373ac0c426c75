import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StudentVerificationsScreen } from '@/features/cms/components/students/student-verifications-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/students', title: '학생 인증 심사' }), robots: { index: false } };

/** /admin/billing/students: student-ID documents to approve or reject (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/students', await searchParams));
  return (
    <Suspense fallback={null}>
      <StudentVerificationsScreen />
    </Suspense>
  );
}
