import { fetchJobListDefault } from '@/features/recruit/api/recruit-server';
import { UrlRecruitList } from '@/features/recruit/components/recruit-list';
import styles from '@/features/recruit/components/recruit.module.css';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/recruit',
  title: '채용 · 상업용 부동산 채용 공고',
  description: '자산운용, 투자·인수, 리서치, 임대·마케팅, 개발, PM·FM, 금융·PF 등 상업용 부동산 업계의 채용 공고를 직무·경력·지역·고용 형태로 찾아보세요.',
});

// Static and cached (ADR 014, ADR 020): the guest's first page is fetched with the tag 'recruit', which
// every edit expires, and kept at most until the next midnight in Seoul (postings close by date); the
// filters live in the URL and are read in the browser, so the HTML is the same for everyone.
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function RecruitPage() {
  const initial = await fetchJobListDefault();
  return (
    <div className={styles.page} data-testid="recruit">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Careers</p>
        <h1 className={styles.title}>채용</h1>
        <p className={styles.lead}>상업용 부동산 업계의 채용 공고를 한곳에서 찾아보세요. 마감일이 지난 공고는 &lsquo;마감 포함&rsquo;을 고르면 볼 수 있습니다.</p>
        {initial?.data.some((job) => job.isSample) && <p className={styles.lead}>&lsquo;샘플&rsquo; 표시가 있는 공고는 서비스 시연을 위한 가상의 공고입니다.</p>}
      </header>
      <UrlRecruitList initial={initial} />
    </div>
  );
}
