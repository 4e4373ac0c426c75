import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { Suspense } from 'react';
import { LinesSkeleton } from '@/components/content/states';
import { InquiryScreen } from '@/features/support/components/inquiry-screen';
import styles from '@/features/support/components/support.module.css';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/support/inquiry', title: '1:1 문의' }), robots: { index: false } };

/** /support/inquiry (login required): the 1:1 문의 form and 나의 문의; `?id=` opens one inquiry. */
export default async function InquiryPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/support/inquiry', await searchParams));
  return (
    <div className={styles.page} data-testid="support-inquiry">
      <header className={styles.hero}>
        <p className={styles.eyebrow}><Link href="/support">고객센터</Link></p>
        <h1 className={styles.title}>1:1 문의</h1>
        <p className={styles.lead}>
          답변은 등록되는 대로 가입하신 이메일과 나의 문의에서 확인할 수 있습니다. 먼저 <Link href="/support">자주 묻는 질문</Link>을 확인해 보세요.
        </p>
      </header>
      <Suspense fallback={<LinesSkeleton lines={6} screen />}>
        <InquiryScreen />
      </Suspense>
    </div>
  );
}
