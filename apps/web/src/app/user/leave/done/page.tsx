import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LeaveDone } from '@/features/account/components/leave-done';
import { pageMetadata } from '@/lib/metadata';
import { getViewer } from '@/lib/server/viewer';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/leave/done', title: '회원 탈퇴 완료' }), robots: { index: false } };

/** Shown after leaving (the session is gone); a signed-in member has nothing to confirm and goes home. */
export default async function LeaveDonePage() {
  const viewer = await getViewer();
  if (viewer.user) redirect('/');
  return <LeaveDone />;
}
