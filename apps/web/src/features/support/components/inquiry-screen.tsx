'use client';

import { INQUIRY_CATEGORY_LABELS, INQUIRY_STATUS_LABELS, SUPPORT_TEXTS, type InquiryStatus } from '@spi/core';
import type { InquiryDetail } from '@spi/core/contracts/support';
import { useQueryClient } from '@/lib/query';
import Link from '@/components/ui/app-link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Pagination } from '@/components/content/pagination';
import { parsePageParam } from '@/components/content/paging';
import { EmptyState, ErrorState, LinesSkeleton } from '@/components/content/states';
import { showSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDate } from '@/lib/seoul-time';
import { supportErrorMessage, supportKeys, useInquiry, useMyInquiries } from '../api/support-client';
import { formatBytes } from '../lib/attachments';
import { InquiryForm } from './inquiry-form';
import { INQUIRY_PATH } from '../lib/paths';
import styles from './support.module.css';


export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <span className={styles.badge} data-status={status} data-testid="inquiry-status">{INQUIRY_STATUS_LABELS[status]}</span>;
}

/** /support/inquiry: the form and 나의 문의; `?id=<inquiryId>` shows one inquiry instead. */
export function InquiryScreen() {
  const params = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const page = parsePageParam(params.get('page') ?? undefined);
  return id ? <InquiryDetailView id={id} /> : <InquiryHome page={page} />;
}

function InquiryHome({ page }: { page: number }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const onSubmitted = (inquiry: InquiryDetail) => {
    queryClient.setQueryData(supportKeys.inquiry(inquiry.id), inquiry);
    void queryClient.invalidateQueries({ queryKey: supportKeys.inquiries });
    showSnackbar({ type: 'Success', message: SUPPORT_TEXTS.inquirySubmitted, position: 'bottom-center' });
    router.push(`${INQUIRY_PATH}?id=${encodeURIComponent(inquiry.id)}`);
  };
  return (
    <div className={styles.sections}>
      <section className={styles.panel} aria-labelledby="inquiry-form-title">
        <h2 id="inquiry-form-title" className={styles.panelTitle}>문의하기</h2>
        <InquiryForm onSubmitted={onSubmitted} />
      </section>
      <MyInquiries page={page} />
    </div>
  );
}

function MyInquiries({ page }: { page: number }) {
  const list = useMyInquiries(page);
  const data = list.data;
  return (
    <section className={styles.panel} aria-labelledby="my-inquiries-title" data-testid="my-inquiries">
      <h2 id="my-inquiries-title" className={styles.panelTitle}>나의 문의</h2>
      {list.isError && !data ? (
        <ErrorState title="문의 내역을 불러오지 못했습니다." description={supportErrorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <LinesSkeleton lines={4} />
      ) : data.items.length === 0 ? (
        <EmptyState title="아직 남긴 문의가 없습니다." description="궁금한 점을 문의하시면 답변을 이메일과 이곳에서 확인할 수 있습니다." />
      ) : (
        <>
          <ul className={styles.inquiryList} aria-busy={list.isFetching || undefined}>
            {data.items.map((item) => (
              <li key={item.id} className={styles.inquiryRow} data-testid="my-inquiry">
                <Link href={`${INQUIRY_PATH}?id=${encodeURIComponent(item.id)}`} className={styles.inquiryLink}>
                  <span className={styles.meta}>
                    <StatusBadge status={item.status} />
                    <span>{INQUIRY_CATEGORY_LABELS[item.category]}</span>
                  </span>
                  <span className={styles.inquiryTitle}>{item.title}</span>
                  <span className={styles.meta}>
                    <span>No. {item.number}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={item.createdAt}>{formatSeoulDate(item.createdAt)}</time>
                    {item.attachmentCount > 0 && <><span aria-hidden="true">·</span><span>첨부 {item.attachmentCount}</span></>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.pager}>
            <Pagination page={page} pageCount={Math.max(1, data.pagination.pages)} path={INQUIRY_PATH} scroll={false} />
          </div>
        </>
      )}
    </section>
  );
}

function InquiryDetailView({ id }: { id: string }) {
  const inquiry = useInquiry(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = inquiry.data;
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);
  const back = <Link href={INQUIRY_PATH} className={styles.back} data-testid="inquiry-back">← 목록으로</Link>;

  if (inquiry.isError && !data) {
    const missing = isApiError(inquiry.error) && inquiry.error.status === 404;
    return (
      <section className={styles.panel}>
        {back}
        {missing
          ? <EmptyState title="문의를 찾을 수 없습니다." description="삭제되었거나 다른 회원의 문의입니다." />
          : <ErrorState title="문의를 불러오지 못했습니다." description={supportErrorMessage(inquiry.error)} retry={<button type="button" onClick={() => void inquiry.refetch()}>다시 시도</button>} />}
      </section>
    );
  }
  if (!data) {
    return <section className={styles.panel}>{back}<LinesSkeleton lines={6} /></section>;
  }
  return (
    <article className={styles.panel} data-testid="inquiry-detail">
      {back}
      <header className={styles.hero}>
        <span className={styles.meta}>
          <StatusBadge status={data.status} />
          <span>{INQUIRY_CATEGORY_LABELS[data.category]}</span>
          <span aria-hidden="true">·</span>
          <span>No. {data.number}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={data.createdAt}>{formatSeoulDate(data.createdAt)}</time>
        </span>
        <h2 ref={heading} tabIndex={-1} className={styles.panelTitle}>{data.title}</h2>
      </header>
      <p className={styles.detailBody}>{data.body}</p>
      {data.attachments.length > 0 && (
        <div className={styles.field}>
          <h3 className={styles.label}>첨부 파일</h3>
          <ul className={styles.attachments}>
            {data.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.href} download={file.filename} data-testid="inquiry-attachment">
                  {file.filename} <span className={styles.fileSize}>{formatBytes(file.bytes)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <section className={styles.field} aria-labelledby="inquiry-answers">
        <h3 id="inquiry-answers" className={styles.label}>답변</h3>
        {data.answers.length === 0 ? (
          <p className={styles.hint}>아직 답변이 등록되지 않았습니다. 답변이 등록되면 이메일로 알려 드립니다.</p>
        ) : data.answers.map((answer) => (
          <div key={answer.id} className={styles.answer2} data-testid="inquiry-answer">
            <p className={styles.answerHead}>
              {answer.authorLabel || '고객센터'}
              <time className={styles.answerDate} dateTime={answer.createdAt}>{formatSeoulDate(answer.createdAt)}</time>
            </p>
            <p className={styles.detailBody}>{answer.body}</p>
          </div>
        ))}
        {data.status === 'CLOSED' && <p className={styles.hint}>종료된 문의입니다. 추가로 궁금한 점은 새 문의를 남겨 주세요.</p>}
      </section>
    </article>
  );
}
