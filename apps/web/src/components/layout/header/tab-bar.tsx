'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { MAIN_TABS, isTabSelected, shouldStickHeader } from '@spi/core';
import { LogoHomeContent } from '@/components/brand/logo';
import { ExternalIcon } from '../icons';
import { useCurrentPath, useHydratedKey } from '../use-current-path';
import { useTabContext } from './article-section';
import styles from './tab-bar.module.css';

const internalTabs = MAIN_TABS.filter((tab) => tab.path !== null);

/**
 * Desktop main tab bar. Sticks to the top on large screens, on main tab paths, once its natural top
 * (measured on a sentinel that stays in the flow) reaches 10 px; then 시티포럼 moves to the right.
 */
export function TabBar({ cityforumUrl }: { cityforumUrl: string }) {
  const pathname = useCurrentPath();
  const tabContext = useTabContext();
  const selectedTabs = internalTabs.filter((tab) => isTabSelected(pathname, tab.path!, tabContext));
  const selectedIds = selectedTabs.map((tab) => tab.id).join(' ');
  const list = useRef<HTMLUListElement>(null);
  const listKey = useHydratedKey(selectedIds, list);
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const update = () => {
      const top = sentinel.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
      setStuck(shouldStickHeader({ viewportWidth: window.innerWidth, pathname, tabBarTop: top }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [pathname]);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={clsx(styles.spacer, stuck && styles.spacerActive)} aria-hidden="true" />
      <nav aria-label="주요 메뉴" className={clsx(styles.bar, stuck && styles.stuck)} data-sticky={stuck ? 'true' : 'false'} data-testid="main-tab-bar">
        <div className={styles.inner}>
          {stuck && (
            <Link href="/" className={styles.stuckLogo}>
              <LogoHomeContent layout="symbol" width={28} />
            </Link>
          )}
          <ul key={listKey} ref={list} className={styles.list} data-selected={selectedIds}>
            {internalTabs.map((tab) => {
              const selected = selectedTabs.includes(tab);
              return (
                <li key={tab.id}>
                  <Link
                    href={tab.path!}
                    className={clsx(styles.tab, selected && styles.selected, tab.accent === 'cityfolio' && styles.cityfolio)}
                    aria-current={selected ? 'page' : undefined}
                    title={tab.blurb}
                  >
                    {tab.title}
                  </Link>
                </li>
              );
            })}
          </ul>
          <a
            href={cityforumUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={clsx(styles.tab, styles.forum, stuck && styles.forumStuck)}
            title="부동산 전문가 포럼 (새 탭에서 열림)"
            data-testid="cityforum-link"
          >
            시티포럼
            <ExternalIcon size={14} />
            <span className="visually-hidden">(새 탭에서 열림)</span>
          </a>
        </div>
      </nav>
    </>
  );
}
