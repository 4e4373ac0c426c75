'use client';

import {
  BottomSheet, Button, useBottomSheet, useInfoPanel, useSnackbar, useSystemAlert, useSystemConfirm,
} from '@/components/ui';
import type { SnackbarType } from '@spi/core';
import styles from './ui-gallery.module.css';

const TYPES: SnackbarType[] = ['Info', 'Success', 'Warning', 'Danger'];

export function UiGallery() {
  const alert = useSystemAlert();
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const sheet = useBottomSheet();
  const panel = useInfoPanel();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>UI 컴포넌트</h1>
      <section className={styles.group} aria-labelledby="g-modal">
        <h2 id="g-modal">모달</h2>
        <div className={styles.row}>
          <Button onClick={() => alert({ title: '안내', message: '저장이 완료되었습니다.' })}>시스템 알림 열기</Button>
          <Button
            variant="secondary"
            onClick={async () => {
              const ok = await confirm({
                title: '구독을 해지할까요?',
                message: '해지해도 이번 결제 기간이 끝날 때까지 이용할 수 있습니다.',
                submitLabel: '해지하기',
                submitColor: 'danger',
                // 1.5 s: long enough for the e2e check of the locked buttons on a busy two-worker run.
                onSubmit: () => new Promise((resolve) => setTimeout(resolve, 1500)),
              });
              snackbar.show({ type: ok ? 'Success' : 'Info', message: ok ? '해지되었습니다.' : '취소했습니다.' });
            }}
          >
            시스템 확인 창 열기
          </Button>
        </div>
      </section>
      <section className={styles.group} aria-labelledby="g-snackbar">
        <h2 id="g-snackbar">스낵바</h2>
        <div className={styles.row}>
          {TYPES.map((type) => (
            <Button key={type} variant="ghost" onClick={() => snackbar.show({ type, message: `${type} 알림입니다.` })}>
              {type}
            </Button>
          ))}
          <Button
            variant="secondary"
            onClick={() => { for (let i = 1; i <= 6; i++) snackbar.show({ type: 'Success', message: `${i}번째 알림`, position: 'top-right' }); }}
          >
            스낵바 6개 띄우기
          </Button>
        </div>
      </section>
      <section className={styles.group} aria-labelledby="g-panel">
        <h2 id="g-panel">패널</h2>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => sheet.open()}>바텀시트 열기</Button>
          <Button
            variant="secondary"
            data-info-panel-trigger=""
            onClick={() => panel.openTerm({
              keyword: 'P/NAV',
              expansion: 'Price to Net Asset Value',
              summary: '주가를 주당 순자산가치로 나눈 값입니다.',
              description: '1보다 낮으면 보유 자산 가치보다 싸게, 높으면 비싸게 거래되고 있다는 뜻입니다.',
            })}
          >
            용어 설명 열기
          </Button>
        </div>
      </section>
      <BottomSheet {...sheet.sheetProps} title="필터">
        <p className={styles.sheetText}>바텀시트 안의 내용입니다. 닫기 버튼이나 Esc 키로 닫을 수 있습니다.</p>
      </BottomSheet>
    </div>
  );
}
