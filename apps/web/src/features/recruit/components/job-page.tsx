import type { JobDetail } from '@spi/core';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ShareBar } from '@/components/content/share-bar';
import { ApplyButton } from './apply-button';
import { DeadlineBadge, SampleMark } from './deadline-badge';
import styles from './recruit.module.css';

const SECTIONS: Array<{ key: 'description' | 'requirements' | 'preferred' | 'benefits' | 'companyDescription'; title: string }> = [
  { key: 'description', title: '주요 업무' },
  { key: 'requirements', title: '자격 요건' },
  { key: 'preferred', title: '우대 사항' },
  { key: 'benefits', title: '복리후생' },
  { key: 'companyDescription', title: '회사 소개' },
];

const formatDeadline = (day: string | null) => (day ? `${day.replaceAll('-', '.')}까지` : '상시 채용');

/**
 * A posting's page (server-rendered for the guest, the same HTML for everyone): title and badges, the
 * sections the editor filled in, and a summary with 지원하기, scrap and share on the side (above the
 * sections on narrow screens).
 */
export function JobPage({ job, url, scrapButton }: { job: JobDetail; url: string; scrapButton: ReactNode }) {
  const place = job.locationDetail ? `${job.locationLabel} · ${job.locationDetail}` : job.locationLabel;
  return (
    <div className={styles.page} data-testid="job-page">
      <nav className={styles.crumbs} aria-label="위치">
        <Link href="/recruit">채용</Link><span aria-hidden="true">›</span><span>{job.roleFamilyLabel}</span>
      </nav>
      <div className={styles.article}>
        <div className={styles.main}>
          <header className={styles.header}>
            <p className={styles.company}>{job.company}{job.isSample && <SampleMark />}</p>
            <h1 className={styles.title}>{job.title}</h1>
            <div className={styles.headerBadges}>
              <DeadlineBadge job={job} />
              {job.tags.length > 0 && (
                <ul className={styles.tags} aria-label="태그">{job.tags.map((t) => <li key={t} className={styles.tag}>#{t}</li>)}</ul>
              )}
            </div>
            {job.closed && <p className={styles.closedNote} role="status" data-testid="job-closed">마감된 공고입니다. 지원 기간({formatDeadline(job.deadline)})이 지났습니다.</p>}
          </header>
          {SECTIONS.filter((s) => job[s.key].trim() !== '').map((s) => (
            <section key={s.key} className={styles.section} aria-labelledby={`job-${s.key}`}>
              <h2 id={`job-${s.key}`}>{s.title}</h2>
              <p className={styles.body}>{job[s.key]}</p>
            </section>
          ))}
          <ShareBar url={url} title={`${job.company} · ${job.title} 채용`} />
          <Link href="/recruit" className={styles.backLink}>← 채용 공고 목록</Link>
        </div>
        <aside className={styles.aside} aria-label="공고 요약">
          <dl className={styles.summary}>
            <div><dt>직무</dt><dd>{job.roleFamilyLabel}</dd></div>
            <div><dt>경력</dt><dd>{job.experienceLabel}</dd></div>
            <div><dt>고용 형태</dt><dd>{job.employmentTypeLabel}</dd></div>
            <div><dt>근무지</dt><dd>{place}</dd></div>
            <div><dt>연봉</dt><dd>{job.salaryLabel}</dd></div>
            <div><dt>마감일</dt><dd>{formatDeadline(job.deadline)}</dd></div>
          </dl>
          <ApplyButton apply={job.apply} title={job.title} deadline={job.deadline} closed={job.closed} />
          <div className={styles.actions}>{scrapButton}</div>
        </aside>
      </div>
    </div>
  );
}
