import { redirect } from 'next/navigation';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

/** /admin/billing: the billing admin starts at its member list (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing', await searchParams));
  redirect('/admin/billing/members');
}
