import Link from '@/components/ui/app-link';
import { HelpCentre } from '@/features/support/components/help-centre';
import { INQUIRY_PATH } from '@/features/support/lib/paths';
import styles from '@/features/support/components/support.module.css';
import { fetchPublishedFaqs } from '@/features/support/api/support-server';
import { pageMetadata } from '@/lib/metadata';
import { companyInfo } from '@/lib/site-config';

export const metadata = pageMetadata({
  path: '/support',
  title: '고객센터 · 자주 묻는 질문',
  description: '멤버십, 결제, 계정, 데이터 이용에 관한 자주 묻는 질문과 1:1 문의 안내입니다.',
});

// Static and cached (ADR 014): the published FAQ is read as a guest with the tag 'faqs', which every FAQ
// edit expires; the search and the tabs run in the browser, so the HTML is the same for everyone.
export const dynamic = 'force-static';
export const revalidate = 300;

/** /support (고객센터): the FAQ by category, a search, and the way to 1:1 문의. */
export default async function SupportPage() {
  const initial = await fetchPublishedFaqs();
  const { email } = companyInfo();
  return (
    <div className={styles.page} data-testid="support">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Help Center</p>
        <h1 className={styles.title}>고객센터</h1>
        <p className={styles.lead}>자주 묻는 질문에서 답을 먼저 찾아보세요. 해결되지 않으면 1:1 문의를 남겨 주시면 확인 후 답변해 드립니다.</p>
      </header>
      <HelpCentre initial={initial} />
      <aside className={styles.card} aria-labelledby="support-more">
        <div>
          <h2 id="support-more" className={styles.cardTitle}>원하는 답을 찾지 못하셨나요?</h2>
          <p className={styles.cardText}>1:1 문의를 남겨 주시면 답변을 이메일로 알려 드립니다.</p>
          <p className={styles.contact}>이메일 문의: <a href={`mailto:${email}`}>{email}</a></p>
        </div>
        <Link href={INQUIRY_PATH} className={styles.button} data-testid="support-inquiry-link">1:1 문의하기</Link>
      </aside>
    </div>
  );
}
