import type { Metadata } from 'next';
import { ErrorView } from '@/components/layout/error-view';

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다', robots: { index: false } };

export default function NotFound() {
  return <ErrorView code={404} />;
}
