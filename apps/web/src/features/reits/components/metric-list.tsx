import type { ExplainerDto } from '@spi/core';
import Link from '@/components/ui/app-link';
import styles from './compare.module.css';
import list from './glossary-list.module.css';

const UNIT_LABELS: Record<ExplainerDto['unit'], string> = { percent: '%', multiple: '배', years: '년', won: '원', text: '구분' };

/** Every metric explainer as a readable page: formula, summary and how to read it, one anchor per metric. */
export function MetricList({ explainers }: { explainers: ExplainerDto[] }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <nav className={styles.crumbs} aria-label="위치"><Link href="/reitsfocus">리츠포커스</Link><span aria-hidden="true">›</span><span>지표 설명</span></nav>
        <h1 className={styles.title}>지표 설명</h1>
        <p className={styles.lead}>리츠포커스가 보여 주는 지표 {explainers.length}개의 계산식과 읽는 법입니다. 용어는 <Link href="/reitsfocus/glossary">용어 가이드</Link>에 있습니다.</p>
      </header>
      {explainers.length === 0 ? <div className={styles.empty}><p>지표 설명을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p></div> : (
        <dl className={list.list}>
          {explainers.map((e) => (
            <div key={e.key} id={e.key} className={list.item}>
              <dt className={list.term}>{e.title}<span className={list.expansion}>단위: {UNIT_LABELS[e.unit]}</span></dt>
              <dd className={list.body}>
                <p className={list.summary}>{e.summary}</p>
                <p><strong>계산식</strong> {e.formula}</p>
                <p>{e.guidance}</p>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
