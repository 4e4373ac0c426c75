import { parseListParams } from '@/features/articles/lib/list-params';
import { pageMetadata } from '@/lib/metadata';
import { LIFESTYLE_DESCRIPTION, LifestyleList } from './_components/lifestyle-list';

export const metadata = pageMetadata({ path: '/lifestyle', title: '라이프스타일 & 투자', description: LIFESTYLE_DESCRIPTION });

/**
 * /lifestyle: the lifestyle and investment section's list. The proxy serves it from the cached route
 * app/lifestyle/list/[view]; this render is the fallback when the proxy does not run.
 */
export default async function LifestylePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LifestyleList {...parseListParams(await searchParams)} />;
}
