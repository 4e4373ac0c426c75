import type { Metadata } from 'next';
import { CheckoutFail } from '@/features/membership/components/checkout/checkout-fail';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { checkoutPageAccess } from '../access';

export const metadata: Metadata = { ...pageMetadata({ path: '/membership/checkout/fail', title: '카드 등록 실패' }), robots: { index: false } };

const one = (value: string | string[] | undefined): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Where the gateway returns when card registration was cancelled or refused (?checkoutId&code&message, and ?returnTo for ADD_CARD). */
export default async function CheckoutFailPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  await requirePageAccess(checkoutPageAccess, pagePath('/membership/checkout/fail', params));
  return <CheckoutFail checkoutId={one(params.checkoutId)} code={one(params.code)} message={one(params.message)} returnTo={one(params.returnTo)} />;
}
