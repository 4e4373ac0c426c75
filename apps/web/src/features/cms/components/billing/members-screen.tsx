'use client';

import Link from '@/components/ui/app-link';
import { useQueryClient } from '@/lib/query';
import clsx from 'clsx';
import { MEMBERSHIP_TIER_CODES, SUBSCRIPTION_STATUS_LABELS, type AdminMemberDto, formatWon } from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { pageCount } from '@/components/content/paging';
import { billingKeys, useAdminMembers } from '../../api/billing-api';
import { hasFundRole, setUserFundRole } from '../../api/fund-roles-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { FundRoleSwitch } from '../corporations/fund-role-switch';
import { formatDate, SOURCE_LABELS, tierLabel } from './billing-format';
import { FilterSelect, ResultCount, SearchForm, StatusPill, type Tone } from './list-parts';
import { pick, useListParams } from './use-list-params';
import forms from '../forms.module.css';
import styles from './billing.module.css';

const PAGE_SIZE = 20;
const KEYS = ['q', 'tier'] as const;
const TIER_OPTIONS = MEMBERSHIP_TIER_CODES.map((code) => ({ value: code, label: tierLabel(code) }));

const SUBSCRIPTION_TONE: Record<keyof typeof SUBSCRIPTION_STATUS_LABELS, Tone> = { ACTIVE: 'ok', PAST_DUE: 'warn', CANCELED: 'neutral', ENDED: 'neutral' };

/** /admin/billing/members: every member's tier, where it comes from, the subscription and what they paid. */
export function MembersScreen() {
  const queryClient = useQueryClient();
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const tier = pick(values.tier, MEMBERSHIP_TIER_CODES);
  const q = values.q;
  const list = useAdminMembers({ q: q || undefined, tier, page: page - 1, size: PAGE_SIZE });
  const data = list.data;
  const filtered = Boolean(q || tier);

  return (
    <>
      <CmsPageHeader title="회원·멤버십" description="회원의 멤버십 등급과 경로, 구독 상태, 누적 결제액입니다." />
      <div className={styles.filters}>
        <SearchForm label="회원 검색" placeholder="이메일 또는 닉네임으로 검색" value={q} onSearch={(value) => navigate({ q: value || null })} />
        <FilterSelect label="등급" value={tier ?? ''} allLabel="모든 등급" options={TIER_OPTIONS} onChange={(value) => navigate({ tier: value || null })} />
        <ResultCount count={data?.pagination.count} />
      </div>

      {list.isError && !data ? (
        <ErrorState title="회원 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={8} />
      ) : data.members.length === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 회원이 없습니다.' : '아직 회원이 없습니다.'}
          description={filtered ? '검색어나 등급 필터를 바꿔 보세요.' : undefined}
          actions={filtered ? <Link href={pathname}>필터 모두 지우기</Link> : undefined}
        />
      ) : (
        <div className={clsx(forms.tableWrap, styles.cards, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.table)} data-testid="billing-members-table">
            <thead>
              <tr>
                <th scope="col">회원</th>
                <th scope="col">등급</th>
                <th scope="col">경로</th>
                <th scope="col">구독 상태</th>
                <th scope="col">다음 결제일</th>
                <th scope="col">쿠폰 종료</th>
                <th scope="col" className={forms.num}>누적 결제액</th>
                <th scope="col">FUND (펀드 권한)</th>
                <th scope="col"><span className="visually-hidden">주문</span></th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <MemberRow key={member.userId} member={member} onFundSaved={() => void queryClient.invalidateQueries({ queryKey: billingKeys.members() })} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={pageCount(data.pagination.count, PAGE_SIZE)} path={pathname} query={{ q: q || undefined, tier }} scroll={false} />
        </div>
      )}
    </>
  );
}

function MemberRow({ member, onFundSaved }: { member: AdminMemberDto; onFundSaved: () => void }) {
  const subscription = member.subscription;
  return (
    <tr data-testid="billing-member-row">
      <th scope="row">
        <span className={styles.primary}>{member.nickname || '(닉네임 없음)'}</span>
        <span className={styles.secondary}>{member.email}</span>
      </th>
      <td data-label="등급" className={forms.nowrap}>{tierLabel(member.tierCode)}</td>
      <td data-label="경로" className={forms.nowrap}>{member.membershipSource ? SOURCE_LABELS[member.membershipSource] : '—'}</td>
      <td data-label="구독 상태">
        {subscription ? (
          <>
            <StatusPill tone={SUBSCRIPTION_TONE[subscription.status]}>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</StatusPill>
            {subscription.cancelAtPeriodEnd && subscription.status === 'ACTIVE' && <span className={styles.secondary}>기간 끝에 해지</span>}
          </>
        ) : '—'}
      </td>
      <td data-label="다음 결제일" className={clsx(forms.nowrap, 'tabular')}>
        {subscription?.nextBilling ? (
          <>
            {formatDate(subscription.nextBilling.at)}
            <span className={styles.secondary}>{formatWon(subscription.nextBilling.amount)}</span>
          </>
        ) : '—'}
      </td>
      <td data-label="쿠폰 종료" className={clsx(forms.nowrap, 'tabular')}>{formatDate(member.couponEndsAt)}</td>
      <td data-label="누적 결제액" className={clsx(forms.num, 'tabular')}>{formatWon(member.paidTotal)}</td>
      <td data-label="FUND (펀드 권한)">
        {/* The fund role is a role of the membership in force (issue 10): only members with one can hold it. */}
        {member.membershipSource ? (
          <FundRoleSwitch
            checked={hasFundRole(member.membershipRoles)}
            label={`${member.nickname || member.email} FUND (펀드 권한)`}
            testId={`member-fund-${member.userId}`}
            save={(fund) => setUserFundRole(member.userId, fund)}
            successMessage={(fund) => `${member.nickname || member.email}님${fund ? '에게 펀드 권한을 주었습니다.' : '의 펀드 권한을 해제했습니다.'}`}
            onSaved={onFundSaved}
          />
        ) : <span className={styles.disabledAction}>멤버십 없음</span>}
      </td>
      <td data-label="" className={styles.actionCell}>
        <Link href={`/admin/billing/orders?q=${encodeURIComponent(member.email)}`} aria-label={`${member.nickname || member.email} 주문 내역`}>주문 내역</Link>
      </td>
    </tr>
  );
}
