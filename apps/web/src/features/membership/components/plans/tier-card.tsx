'use client';

import { priceOf, type BillingCycle, type Plan, formatWon } from '@spi/core';
import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { Button } from '@/components/ui';
import { CYCLE_UNIT } from '../../lib/format';
import type { TierCta } from '../../lib/tier-cta';
import { planDisplayName } from './plan-cta';
import styles from './plans.module.css';

export interface TierCardProps {
  plan: Plan;
  cycle: BillingCycle;
  cta: TierCta;
  onSubscribe: (plan: Plan) => void;
  /** The student tier's '학생 할인 안내' (opens the 'student discount info' modal). */
  onStudentInfo?: () => void;
}

/** One tier: its image, price for the chosen cycle (VAT included), the yearly saving, what it includes, and its button. */
export function TierCard({ plan, cycle, cta, onSubscribe, onStudentInfo }: TierCardProps) {
  const price = priceOf(plan, cycle);
  const current = cta.kind === 'current';
  const headingId = `tier-${plan.code}`;
  return (
    <article
      className={clsx(styles.card, current && styles.cardCurrent, 'offscreen-lazy')}
      aria-labelledby={headingId}
      data-tier={plan.code}
      data-testid={`tier-card-${plan.code}`}
      data-current={current || undefined}
    >
      {current && <span className={styles.currentTag}>현재 이용 중</span>}
      {/* Plain <img>: a small static SVG from /public, no optimiser needed. Decorative: the name follows. */}
      <img className={styles.image} src={plan.image} alt="" width={240} height={180} loading="lazy" decoding="async" />
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>{planDisplayName(plan)}</h3>
        <p className={styles.summary}>{plan.summary}</p>
      </div>
      <div className={styles.price} data-testid={`price-${plan.code}`}>
        <p className={styles.priceLine}>
          <strong className={styles.amount}>{formatWon(price)}</strong>
          <span className={styles.per}> / {CYCLE_UNIT[cycle]}</span>
        </p>
        <p className={styles.vat}>
          (VAT 포함){cycle === 'YEARLY' && plan.yearlyPrice > 0 ? ` · 월 ${formatWon(Math.floor(plan.yearlyPrice / 12))} 꼴` : ''}
        </p>
        {cycle === 'YEARLY' && plan.yearlySaving.won > 0 ? (
          <p className={styles.saving} data-testid={`saving-${plan.code}`}>
            연 {plan.yearlySaving.percent}% 할인 · {formatWon(plan.yearlySaving.won)} 절약
          </p>
        ) : cycle === 'MONTHLY' && plan.yearlySaving.percent > 0 ? (
          <p className={styles.savingHint}>연간 결제 시 {plan.yearlySaving.percent}% 할인</p>
        ) : null}
      </div>
      <ul className={styles.highlights} aria-label={`${planDisplayName(plan)} 포함 혜택`}>
        {plan.highlights.map((item) => (
          <li key={item}>
            <span aria-hidden className={styles.check}>✓</span>
            {item}
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <CtaButton plan={plan} cta={cta} onSubscribe={onSubscribe} />
        {plan.audience === 'STUDENT' && cta.kind === 'subscribe' && (
          <p className={styles.ctaNote} data-testid="student-verified-note">학생 인증이 완료되어 학생 할인가로 구독할 수 있어요.</p>
        )}
        {plan.audience === 'STUDENT' && cta.kind === 'link' && cta.href.startsWith('/user/student') && (
          <p className={styles.ctaNote}>학교 이메일이나 학생증으로 인증하면 바로 구독할 수 있어요.</p>
        )}
        {plan.audience === 'STUDENT' && onStudentInfo && (
          <button type="button" className={styles.infoButton} onClick={onStudentInfo} data-testid="student-discount-info-open">학생 할인 안내</button>
        )}
        {plan.audience === 'CORPORATE' && cta.kind === 'link' && (
          <p className={styles.ctaNote}>
            {cta.href.startsWith('/user/corporation/manage')
              ? '법인 관리에서 좌석 수와 결제 방법(카드·무통장 입금)을 골라 신청해요.'
              : '법인을 등록하고 좌석 수와 결제 방법(카드·무통장 입금)을 골라 신청해요.'}
          </p>
        )}
      </div>
    </article>
  );
}

function CtaButton({ plan, cta, onSubscribe }: { plan: Plan; cta: TierCta; onSubscribe: (plan: Plan) => void }) {
  switch (cta.kind) {
    case 'current':
      return (
        <>
          <Button size="lg" fullWidth disabled variant="secondary">{cta.label}</Button>
          <Link href={cta.manageHref} className={styles.manageLink}>멤버십 관리</Link>
        </>
      );
    case 'link':
      return <Link href={cta.href} className={styles.ctaLink} data-variant={cta.variant} data-testid={`tier-link-${plan.code}`}>{cta.label}</Link>;
    case 'loading':
      return <Button size="lg" fullWidth disabled aria-busy="true">{cta.label}</Button>;
    case 'subscribe':
      return (
        <Button size="lg" fullWidth variant="primary" onClick={() => onSubscribe(plan)} data-testid={`subscribe-${plan.code}`}>
          {cta.label}
        </Button>
      );
  }
}
