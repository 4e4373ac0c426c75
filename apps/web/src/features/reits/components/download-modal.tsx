'use client';

import { DOWNLOAD_SECTION_LABELS, DOWNLOAD_SECTIONS, PRICE_RANGE_LABELS, type DownloadSection, type PriceRange } from '@spi/core';
import Link from '@/components/ui/app-link';
import { useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, useModalContext, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { downloadReitWorkbook } from '../api/reits-client';
import styles from './download-modal.module.css';

export interface ReitDownloadArgs { ticker: string; nameKo: string; asOf: string; isSample: boolean }

const RANGES: PriceRange[] = ['1M', '3M', '1Y', '3Y', 'MAX'];

/**
 * Named modal 'reit-download' (spec section 2): choose the sections and the price range, then get a real
 * .xlsx. Who may download is decided by the API (reitDownloadAccess in core): a member below the
 * download tiers sees the reason and the way to the membership page instead of an error.
 */
export default function ReitDownloadModal({ args, close }: ModalComponentProps<ReitDownloadArgs, boolean>) {
  const { setBusy } = useModalContext();
  const [sections, setSections] = useState<DownloadSection[]>([...DOWNLOAD_SECTIONS]);
  const [range, setRange] = useState<PriceRange>('1Y');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; membership: boolean } | null>(null);

  const toggle = (s: DownloadSection) => setSections((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : DOWNLOAD_SECTIONS.filter((x) => x === s || cur.includes(x))));

  const submit = async () => {
    if (sections.length === 0) return;
    setPending(true);
    setBusy(true);
    setError(null);
    const quiet = () => undefined;
    try {
      const blob = await downloadReitWorkbook(args.ticker, sections, range, { fallback: quiet });
      saveBlob(blob, `SPI_${args.nameKo}_${args.ticker}_${args.asOf}.xlsx`);
      close(true);
    } catch (err) {
      const membership = isApiError(err) && err.code === 'REIT_DOWNLOAD_TIER_REQUIRED';
      setError({ message: isApiError(err) ? err.message : '파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.', membership });
    } finally {
      setPending(false);
      setBusy(false);
    }
  };

  return (
    <div className={styles.modal} data-testid="reit-download-modal">
      <ModalTitle className={styles.title}>{args.nameKo} 데이터 받기</ModalTitle>
      <ModalBody className={styles.body}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>받을 항목</legend>
          {DOWNLOAD_SECTIONS.map((s) => (
            <label key={s} className={styles.check}>
              <input type="checkbox" checked={sections.includes(s)} onChange={() => toggle(s)} />
              {DOWNLOAD_SECTION_LABELS[s]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group} disabled={!sections.includes('prices')}>
          <legend className={styles.legend}>시세 기간</legend>
          <div className={styles.ranges}>
            {RANGES.map((r) => (
              <label key={r} className={styles.radio}>
                <input type="radio" name="reit-download-range" value={r} checked={range === r} onChange={() => setRange(r)} />
                {PRICE_RANGE_LABELS[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <p className={styles.note}>엑셀(.xlsx) 파일로 받습니다. 각 시트 첫 줄에 기준일{args.isSample ? '과 샘플 데이터 표시' : ''}가 있습니다.</p>
        {sections.length === 0 && <p className={styles.error} role="alert">받을 항목을 하나 이상 선택해 주세요.</p>}
        {error && (
          <div className={styles.error} role="alert">
            <p>{error.message}</p>
            {error.membership && <Link href="/membership" prefetch={false} onClick={() => close(false)} className={styles.link}>멤버십 알아보기</Link>}
          </div>
        )}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={() => close(false)}>닫기</Button>
        <Button size="lg" loading={pending} disabled={sections.length === 0} onClick={() => void submit()} data-testid="reit-download-submit">엑셀 받기</Button>
      </ModalActions>
    </div>
  );
}
