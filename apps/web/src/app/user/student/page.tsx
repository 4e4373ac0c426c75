import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { StudentScreen } from '@/features/student/components/student-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/student', title: '학생 인증' }), robots: { index: false } };

/** /user/student (login required): the student verification status and the two ways to verify. */
export default async function StudentPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/student', params));
  const next = typeof params.next === 'string' ? params.next : null;
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell
        title="학생 인증"
        description="대학·대학원 재학생은 학교 이메일이나 학생증으로 인증하고 라이트 멤버십을 학생 할인가로 구독할 수 있습니다."
        current="/user/student"
        nav={accountNav(viewer)}
      >
        <StudentScreen next={next} />
      </AccountShell>
    </>
  );
}
