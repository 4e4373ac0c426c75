import styles from './recruit.module.css';

/** Which look a deadline badge has: D-n, 오늘 마감, 상시 채용 or 마감. */
export function deadlineKind(job: { deadline: string | null; daysLeft: number | null; closed: boolean }): 'closed' | 'always' | 'today' | 'days' {
  if (job.closed) return 'closed';
  if (!job.deadline) return 'always';
  return job.daysLeft === 0 ? 'today' : 'days';
}

/** The deadline badge of a posting ('D-3', '오늘 마감', '상시 채용', '마감'), as the API computed it for the day. */
export function DeadlineBadge({ job }: { job: { deadline: string | null; daysLeft: number | null; closed: boolean; deadlineLabel: string } }) {
  return <span className={styles.badge} data-kind={deadlineKind(job)} data-testid="job-deadline">{job.deadlineLabel}</span>;
}

/** '샘플' on demo postings. */
export function SampleMark() {
  return <span className={styles.sample} title="데모용 가상 공고입니다.">샘플</span>;
}
