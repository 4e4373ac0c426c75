'use client';

import { DEAL_EXPORT_MAX_ROWS, formatNumber } from '@spi/core';
import Link from '@/components/ui/app-link';
import { useState } from 'react';
import { LockIcon } from '@/components/market/lock-icon';
import { Button, useSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { seoulDayKey } from '@/lib/seoul-time';
import { downloadDealExport } from '../api/deals-client';
import { STATISTICS_TIERS } from './deal-cells';
import styles from './deals.module.css';

/** The export's file name (the API names it the same way). */
export const exportFileName = (day: string) => `spi-deals-${day.replaceAll('-', '')}.xlsx`;

/**
 * 엑셀 내보내기: the filtered list (up to DEAL_EXPORT_MAX_ROWS rows) as .xlsx for the statistics tiers;
 * for everyone else a locked button that says which tiers include it and leads to sign-in or /membership.
 */
export function ExportButton({ access, signedIn, here, search }: { access: { export: boolean }; signedIn: boolean; here: string; search: string }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  if (!access.export) {
    const href = signedIn ? '/membership' : `/sign-in?redirect=${encodeURIComponent(here)}`;
    return (
      <Link href={href} className={styles.lockedButton} data-testid="deal-export-locked"
        title={`엑셀 내보내기는 ${STATISTICS_TIERS} 멤버십에서 쓸 수 있어요.`}
        aria-label={`엑셀 내보내기 (잠김): ${STATISTICS_TIERS} 멤버십에서 쓸 수 있어요. ${signedIn ? '멤버십 보기' : '로그인'}`}>
        <LockIcon size={13} /> 엑셀
      </Link>
    );
  }
  const run = async () => {
    setBusy(true);
    try {
      const blob = await downloadDealExport(search);
      saveBlob(blob, exportFileName(seoulDayKey(new Date())));
      snackbar.show({ type: 'Success', message: `엑셀 파일을 받았어요 (최대 ${formatNumber(DEAL_EXPORT_MAX_ROWS)}건).` });
    } catch (error) {
      snackbar.show({ type: 'Danger', message: isApiError(error) ? error.message : '엑셀 파일을 받지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="secondary" size="sm" onClick={() => void run()} loading={busy} data-testid="deal-export">엑셀 내보내기</Button>;
}
