import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ErrorView } from '@/components/layout/error-view';

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다', robots: { index: false } };

/**
 * Rendered per request (not prerendered): the frame around it must see the real address so the tab
 * bar marks the section the visitor asked for.
 */
export default async function NotFound() {
  await connection();
  return <ErrorView code={404} />;
}
