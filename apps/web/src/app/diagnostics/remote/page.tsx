import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { remoteBaseUrl } from '@/components/remote/remote-config';
import { RemoteSlot } from '@/components/remote/remote-slot';

export const metadata = { title: '외부 위젯 진단', robots: { index: false } };

/** An address no remote answers on (the reserved .invalid TLD, RFC 6761): the slot must show its failure text. */
const UNREACHABLE_BASE = 'http://remote.invalid';

/**
 * The micro-frontend slot for end-to-end tests (ADR 022 §9): one slot with the configured base
 * (SPI_REMOTE_BASE_URL) and one with a base that cannot load. Exists only with SPI_DIAGNOSTICS=1.
 */
export default async function RemoteDiagnostics() {
  await connection();
  if (process.env.SPI_DIAGNOSTICS !== '1') notFound();
  const base = remoteBaseUrl();
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 'var(--space-6, 32px) var(--space-4)' }}>
      <h1>외부 위젯 진단</h1>
      <section aria-labelledby="remote-configured-title" style={{ marginTop: 24 }}>
        <h2 id="remote-configured-title">설정된 주소</h2>
        <p data-testid="remote-configured-base">{base ?? 'SPI_REMOTE_BASE_URL이 설정되지 않았습니다.'}</p>
        <RemoteSlot baseUrl={base} props={{ label: '진단 페이지' }} testId="remote-configured" />
      </section>
      <section aria-labelledby="remote-broken-title" style={{ marginTop: 24 }}>
        <h2 id="remote-broken-title">불러올 수 없는 주소</h2>
        <p>{UNREACHABLE_BASE}</p>
        <RemoteSlot baseUrl={UNREACHABLE_BASE} props={{ label: '진단 페이지' }} testId="remote-broken" />
      </section>
    </main>
  );
}
