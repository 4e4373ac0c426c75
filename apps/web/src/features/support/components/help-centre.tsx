'use client';

import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory } from '@spi/core';
import type { Faq, FaqListResponse } from '@spi/core/contracts/support';
import Link from '@/components/ui/app-link';
import { useEffect, useId, useMemo, useState } from 'react';
import { ErrorState } from '@/components/content/states';
import { useFaqs } from '../api/support-client';
import { faqIdOfHash, filterFaqs, highlightParts, type FaqTab } from '../lib/faq-search';
import { INQUIRY_PATH } from '../lib/paths';
import styles from './support.module.css';

const TABS: ReadonlyArray<{ value: FaqTab; label: string }> = [
  { value: 'ALL', label: '전체' },
  ...FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value] })),
];


/**
 * 고객센터: the published FAQ by category with counts, a search over the loaded entries (highlighted),
 * and accordion items; `/support#faq-<id>` opens one. `initial` comes from the static page (null when the
 * build could not read the API: the browser then loads it).
 */
export function HelpCentre({ initial }: { initial: FaqListResponse | null }) {
  const faqs = useFaqs(initial);
  const [tab, setTab] = useState<FaqTab>('ALL');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const searchId = useId();
  const panelId = useId();

  // Deep link: /support#faq-<id> opens that entry and brings it into view (also on later hash changes).
  useEffect(() => {
    const openFromHash = () => {
      const id = faqIdOfHash(window.location.hash);
      if (!id) return;
      setTab('ALL');
      setOpen((current) => new Set(current).add(id));
      requestAnimationFrame(() => document.getElementById(`faq-${id}`)?.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [faqs.data]);

  const items = useMemo(() => filterFaqs(faqs.data?.items ?? [], tab, query), [faqs.data, tab, query]);
  const counts = faqs.data?.counts;
  const total = counts ? FAQ_CATEGORIES.reduce((sum, c) => sum + (counts[c] ?? 0), 0) : undefined;
  const toggle = (id: string) => setOpen((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  return (
    <section aria-labelledby={`${panelId}-title`} className={styles.toolbar} data-testid="help-centre">
      <h2 id={`${panelId}-title`} className="visually-hidden">자주 묻는 질문</h2>
      <div className={styles.search} role="search">
        <label htmlFor={searchId} className="visually-hidden">자주 묻는 질문 검색</label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="궁금한 내용을 검색해 보세요 (예: 결제, 해지, 비밀번호)"
          value={query}
          maxLength={50}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="faq-search"
        />
      </div>
      <div className={styles.tabs} role="tablist" aria-label="자주 묻는 질문 분류">
        {TABS.map((t) => {
          const count = t.value === 'ALL' ? total : counts?.[t.value as FaqCategory];
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              aria-selected={tab === t.value}
              aria-controls={panelId}
              className={styles.tab}
              onClick={() => setTab(t.value)}
              data-testid={`faq-tab-${t.value}`}
            >
              {t.label}
              {count !== undefined && <span className={styles.tabCount}>{count}</span>}
            </button>
          );
        })}
      </div>

      <div id={panelId} role="tabpanel" aria-live="polite">
        {faqs.isError && !faqs.data ? (
          <ErrorState title="자주 묻는 질문을 불러오지 못했습니다." retry={<button type="button" onClick={() => void faqs.refetch()}>다시 시도</button>} />
        ) : !faqs.data ? (
          <div aria-busy="true" aria-label="불러오는 중" data-testid="faq-skeleton">
            {Array.from({ length: 5 }, (_, i) => <div key={i} className={styles.skeletonLine} />)}
          </div>
        ) : items.length === 0 ? (
          <div className={styles.card} data-testid="faq-empty">
            <div>
              <p className={styles.cardTitle}>{query.trim() ? '검색 결과가 없습니다' : '등록된 질문이 없습니다'}</p>
              <p className={styles.cardText}>{query.trim() ? '다른 검색어로 찾아보시거나 1:1 문의를 남겨 주세요.' : '궁금한 점은 1:1 문의로 남겨 주세요.'}</p>
            </div>
            <Link href={INQUIRY_PATH} className={styles.button}>1:1 문의하기</Link>
          </div>
        ) : (
          <>
            {query.trim() && <p className={styles.resultNote}>&lsquo;{query.trim()}&rsquo; 검색 결과 {items.length}건</p>}
            <ul className={styles.faqList} data-testid="faq-list">
              {items.map((item) => (
                <FaqItem key={item.id} item={item} query={query} expanded={open.has(item.id)} onToggle={() => toggle(item.id)} showCategory={tab === 'ALL'} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((part, i) => (part.match ? <mark key={i} className={styles.hit}>{part.text}</mark> : part.text))}</>;
}

function FaqItem({ item, query, expanded, onToggle, showCategory }: {
  item: Faq;
  query: string;
  expanded: boolean;
  onToggle: () => void;
  showCategory: boolean;
}) {
  const buttonId = `faq-${item.id}-button`;
  const answerId = `faq-${item.id}-answer`;
  return (
    <li id={`faq-${item.id}`} className={styles.faqItem} data-testid="faq-item">
      <h3 style={{ margin: 0, font: 'inherit' }}>
        <button id={buttonId} type="button" className={styles.question} aria-expanded={expanded} aria-controls={answerId} onClick={onToggle}>
          <span className={styles.q} aria-hidden="true">Q</span>
          <span className={styles.questionText}><Highlighted text={item.question} query={query} /></span>
          {showCategory && <span className={styles.category}>{FAQ_CATEGORY_LABELS[item.category]}</span>}
          <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true"><path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>
        </button>
      </h3>
      <div id={answerId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
        <p><Highlighted text={item.answer} query={query} /></p>
      </div>
    </li>
  );
}
