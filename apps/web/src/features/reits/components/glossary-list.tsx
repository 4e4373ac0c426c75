import type { GlossaryTerm } from '@spi/core';
import Link from '@/components/ui/app-link';
import { GlossaryChips } from './glossary-chips';
import styles from './compare.module.css';
import list from './glossary-list.module.css';

/** Every term of the terminology guide, readable without JavaScript (each also opens as a panel). */
export function GlossaryList({ terms }: { terms: GlossaryTerm[] }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <nav className={styles.crumbs} aria-label="위치"><Link href="/reitsfocus">리츠포커스</Link><span aria-hidden="true">›</span><span>용어 가이드</span></nav>
        <h1 className={styles.title}>용어 가이드</h1>
        <p className={styles.lead}>리츠와 상업용 부동산에서 자주 쓰는 용어 {terms.length}개를 풀어 설명합니다. 지표의 계산식은 <Link href="/reitsfocus/metrics">지표 설명</Link>에 있습니다.</p>
      </header>
      {terms.length === 0 ? <div className={styles.empty}><p>등록된 용어가 없습니다.</p></div> : (
        <>
          <GlossaryChips terms={terms} />
          <dl className={list.list}>
            {terms.map((t) => (
              <div key={t.id} id={t.slug} className={list.item}>
                <dt className={list.term}>{t.keyword}{t.expansion && <span className={list.expansion}>{t.expansion}</span>}</dt>
                <dd className={list.body}><p className={list.summary}>{t.summary}</p><p>{t.description}</p></dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
