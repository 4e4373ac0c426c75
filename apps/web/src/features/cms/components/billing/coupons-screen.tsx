'use client';

import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import clsx from 'clsx';
import type { CouponBatchDto } from '@spi/core';
import { EmptyState, ErrorState } from '@/components/content/states';
import { seoulDayKey } from '@/lib/seoul-time';
import { billingKeys, couponCodesCsvUrl, useCouponBatches } from '../../api/billing-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { formatDateTime, tierLabel } from './billing-format';
import { CouponBatchForm } from './coupon-batch-form';
import { StatusPill } from './list-parts';
import forms from '../forms.module.css';
import styles from './billing.module.css';
import { formatLocaleNumber } from '@spi/core';

/** /admin/billing/coupons: create a batch of codes, list the batches with their use, export the codes as CSV. */
export function CouponsScreen() {
  const queryClient = useQueryClient();
  const list = useCouponBatches();
  const [created, setCreated] = useState<CouponBatchDto | null>(null);
  const today = seoulDayKey(new Date());

  const onCreated = (batch: CouponBatchDto) => {
    setCreated(batch);
    queryClient.setQueryData<CouponBatchDto[]>(billingKeys.couponBatches(), (old) => (old ? [batch, ...old.filter((b) => b.batchId !== batch.batchId)] : old));
    void queryClient.invalidateQueries({ queryKey: billingKeys.couponBatches() });
  };

  const batches = list.data ?? [];
  return (
    <>
      <CmsPageHeader title="쿠폰" description="멤버십 쿠폰 코드를 묶음으로 만들고, 코드를 CSV로 내려받습니다. 코드는 12자리이며 헷갈리는 글자(0, O, 1, I, L)를 쓰지 않습니다." />
      <div className={forms.stack}>
        <CouponBatchForm onCreated={onCreated} />
        {created && (
          <div className={forms.notice} role="status" data-testid="coupon-created">
            ‘{created.name}’ 쿠폰 {formatLocaleNumber(created.count)}개를 만들었습니다.{' '}
            <a href={couponCodesCsvUrl(created.batchId)} download>CSV 내려받기</a>
          </div>
        )}

        <section aria-labelledby="coupon-batches-title">
          <h2 id="coupon-batches-title" className={forms.cardTitle}>쿠폰 묶음</h2>
          {list.isError && !list.data ? (
            <ErrorState title="쿠폰 묶음을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
          ) : !list.data ? (
            <TableSkeleton rows={4} />
          ) : batches.length === 0 ? (
            <EmptyState title="아직 만든 쿠폰이 없습니다." description="위 양식으로 첫 쿠폰 묶음을 만들어 보세요." />
          ) : (
            <div className={clsx(forms.tableWrap, styles.cards)}>
              <table className={clsx(forms.table, styles.batchTable)} data-testid="coupon-batches-table">
                <thead>
                  <tr>
                    <th scope="col">이름</th>
                    <th scope="col">등급</th>
                    <th scope="col" className={forms.num}>혜택 일수</th>
                    <th scope="col" className={forms.num}>발급/사용 수</th>
                    <th scope="col">사용 기한</th>
                    <th scope="col">1인 1회</th>
                    <th scope="col">만든 시각</th>
                    <th scope="col"><span className="visually-hidden">코드 내려받기</span></th>
                  </tr>
                </thead>
                <tbody>
                  {batches.map((batch) => (
                    <tr key={batch.batchId} data-testid="coupon-batch-row">
                      <th scope="row"><span className={styles.primary}>{batch.name}</span></th>
                      <td data-label="등급" className={forms.nowrap}>{tierLabel(batch.tierCode)}</td>
                      <td data-label="혜택 일수" className={clsx(forms.num, 'tabular')}>{formatLocaleNumber(batch.benefitDays)}일</td>
                      <td data-label="발급/사용 수" className={clsx(forms.num, 'tabular')}>
                        {formatLocaleNumber(batch.count)} / {formatLocaleNumber(batch.redeemed)}
                      </td>
                      <td data-label="사용 기한" className={clsx(forms.nowrap, 'tabular')}>
                        {batch.redeemBy.replace(/-/g, '.')}
                        {batch.redeemBy < today && <> <StatusPill tone="neutral">기한 지남</StatusPill></>}
                      </td>
                      <td data-label="1인 1회">{batch.onePerUser ? '예' : '아니요'}</td>
                      <td data-label="만든 시각" className={clsx(forms.nowrap, 'tabular')}>{formatDateTime(batch.createdAt)}</td>
                      <td data-label="" className={styles.actionCell}>
                        <a href={couponCodesCsvUrl(batch.batchId)} download aria-label={`${batch.name} 코드 CSV 내려받기`}>CSV 내려받기</a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
