'use client';

import { formatWon, type ReitListItem, type ReitListResponse, formatLocaleNumber } from '@spi/core';
import Link from '@/components/ui/app-link';
import { useDeferredValue, useId, useState } from 'react';
import { Button, useModal } from '@/components/ui';
import { REIT_DOWNLOAD_MODAL } from '../lib/register-modals';
import { DataNote } from './data-note';
import type { ReitDownloadArgs } from './download-modal';
import styles from './reit-export-list.module.css';

/**
 * 리츠 데이터 내보내기 (/reitsfocus/export, members with a download tier): every listed REIT with its
 * download button, which opens the same 'reit-download' modal as the REIT page and calls the same
 * endpoint (the API checks the tier again).
 */
export function ReitExportList({ rows, note }: { rows: ReitListItem[]; note: ReitListResponse['note'] }) {
  const { open } = useModal();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const shown = deferred
    ? rows.filter((r) => `${r.nameKo} ${r.nameEn} ${r.ticker} ${r.amc} ${r.sectorLabel}`.toLowerCase().includes(deferred))
    : rows;

  const download = (row: ReitListItem) => {
    const args: ReitDownloadArgs = { ticker: row.ticker, nameKo: row.nameKo, asOf: note.asOf, isSample: note.isSample };
    void open({ name: REIT_DOWNLOAD_MODAL, args });
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">리츠 이름, 종목코드, AMC로 찾기</label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder="리츠 이름, 종목코드, AMC로 찾기"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <DataNote asOf={note.asOf} isSample={note.isSample} source={note.source} />
      </div>
      <p className={styles.count} aria-live="polite">{formatLocaleNumber(shown.length)}개 리츠</p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>‘{query}’에 맞는 리츠가 없습니다.</p>
          <button type="button" className={styles.reset} onClick={() => setQuery('')}>검색어 지우기</button>
        </div>
      ) : (
        <ul className={styles.list} data-testid="reit-export-list">
          {shown.map((row) => (
            <li key={row.ticker} className={styles.row}>
              <div className={styles.name}>
                <Link href={`/reitsfocus/${row.ticker}`} className={styles.nameKo}>{row.nameKo}</Link>
                <span className={styles.meta}>{row.ticker} · {row.sectorLabel} · {row.amc}</span>
              </div>
              <span className={styles.price}>{formatWon(row.price)}</span>
              <Button variant="secondary" size="sm" onClick={() => download(row)} aria-label={`${row.nameKo} 엑셀 받기`} data-testid="reit-export-download">
                엑셀 받기
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
