'use client';

import clsx from 'clsx';
import { JOB_STATUS_LABELS, JOB_STATUSES, type AdminJobListItem, type JobStatus } from '@spi/core';
import forms from '../forms.module.css';
import { RecordListScreen, useRecordListParams, type RecordColumn, type RecordListCopy } from '../market/record-list';
import styles from '../market/market-admin.module.css';
import { useAdminJobList } from './recruit-admin-api';

const STATUS_OPTIONS = JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] }));
const STATUS_TONE: Record<JobStatus, string> = { DRAFT: 'neutral', PUBLISHED: 'ok' };
const NO_TYPES: readonly string[] = [];

const COPY: RecordListCopy = {
  title: '채용',
  description: '채용 공고를 등록하고 고칩니다. 마감일이 지난 공고는 공개 화면에서 자동으로 마감 처리됩니다.',
  newLabel: '새 채용 공고',
  search: { label: '채용 공고 검색', placeholder: '회사명, 공고 제목, 업무 내용으로 검색' },
  loadErrorTitle: '채용 공고 목록을 불러오지 못했습니다.',
  emptyFilteredTitle: '조건에 맞는 채용 공고가 없습니다.',
  emptyTitle: '아직 등록한 채용 공고가 없습니다.',
  emptyDescription: '새 채용 공고를 등록해 보세요.',
};

const COLUMNS: ReadonlyArray<RecordColumn<AdminJobListItem>> = [
  { label: '직무', className: forms.nowrap, cell: (job) => job.roleFamilyLabel },
  { label: '상태', cell: (job) => <span className={styles.pill} data-tone={STATUS_TONE[job.status]}>{job.statusLabel}</span> },
  { label: '마감', className: clsx(forms.nowrap, 'tabular'), cell: (job) => (
    <span className={job.closed ? forms.muted : undefined}>{job.deadline ? `${job.deadline.replaceAll('-', '.')} (${job.deadlineLabel})` : job.deadlineLabel}</span>
  ) },
];

/** /admin/recruit: every posting (drafts too), searchable and filtered by status, last changed first. */
export function JobListScreen() {
  const params = useRecordListParams(NO_TYPES, JOB_STATUSES);
  const list = useAdminJobList(params.query);
  return (
    <RecordListScreen
      basePath="/admin/recruit"
      params={params}
      list={list}
      copy={COPY}
      withImport={false}
      statusFilter={{ label: '공개 상태', allLabel: '모든 상태', options: STATUS_OPTIONS }}
      table={{
        testId: 'admin-job-table',
        rowTestId: 'admin-job-row',
        nameLabel: '공고',
        name: (job) => ({ primary: job.title, secondary: job.company }),
        columns: COLUMNS,
      }}
    />
  );
}
