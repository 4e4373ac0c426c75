import type { Metadata } from 'next';
import { DevGateForm } from '@/features/auth/components/dev-gate-form';

export const metadata: Metadata = { title: '접근 권한 확인', robots: { index: false } };

/** Shown in place of any page (proxy rewrite) until the browser holds the development key. */
export default function DevGatePage() {
  return <DevGateForm />;
}
