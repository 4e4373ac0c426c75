import { ErrorState } from '@/components/content/states';
import { RetryButton } from '@/components/content/retry-button';

/** Shown when the REIT data could not be read while the page was built (the page retries in 10 s). */
export function ReitsUnavailable({ title = '리츠 데이터를 불러오지 못했습니다.' }: { title?: string }) {
  return (
    <div style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-7) var(--space-5)' }}>
      <ErrorState title={title} description="잠시 후 다시 시도해 주세요." retry={<RetryButton />} />
    </div>
  );
}
