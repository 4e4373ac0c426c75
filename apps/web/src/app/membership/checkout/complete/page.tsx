import type { Metadata } from 'next';
import { CheckoutComplete } from '@/features/membership/components/checkout/checkout-complete';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { checkoutPageAccess } from '../access';

export const metadata: Metadata = { ...pageMetadata({ path: '/membership/checkout/complete', title: '결제 확인' }), robots: { index: false } };

const one = (value: string | string[] | undefined): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * Where the gateway returns after card registration (?checkoutId&customerKey&authKey): confirm and show the
 * receipt. An ADD_CARD registration also carries ?returnTo (a same-site path, checked by the component).
 */
export default async function CheckoutCompletePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  await requirePageAccess(checkoutPageAccess, pagePath('/membership/checkout/complete', params));
  return <CheckoutComplete checkoutId={one(params.checkoutId)} authKey={one(params.authKey)} customerKey={one(params.customerKey)} returnTo={one(params.returnTo)} />;
}
