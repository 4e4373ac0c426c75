'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** Re-renders the current server page (a failed server fetch is tried again). */
export function RetryButton({ label = '다시 시도' }: { label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button type="button" onClick={() => startTransition(() => router.refresh())} disabled={pending} aria-busy={pending || undefined}>
      {pending ? '불러오는 중…' : label}
    </button>
  );
}
