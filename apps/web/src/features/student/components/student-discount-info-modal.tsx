'use client';

import type { Plan } from '@spi/core';
import { STUDENT_REMINDER_DAYS, STUDENT_VERIFICATION_DAYS, formatWon } from '@spi/core';
import Link from '@/components/ui/app-link';
import { Button, ModalActions, ModalBody, ModalHeader, type ModalComponentProps } from '@/components/ui';
import { usePlansForDiscount } from '../api/plans';
import { studentDiscount, type StudentDiscount } from '../lib/discount';
import styles from './modal.module.css';

export interface StudentDiscountInfoArgs {
  /** The plans the opener already has (/membership); fetched otherwise. */
  plans?: Plan[];
  /** Offer '학생 인증하기' (→ /user/student); off when opened from /user/student itself. */
  showVerifyLink?: boolean;
}

/**
 * Named modal 'student discount info' (spec section 2): what the discount is (LIGHT_STUDENT against
 * LIGHT, prices from GET /memberships/plans), who qualifies, how long a verification lasts and what
 * happens when it ends.
 */
export default function StudentDiscountInfoModal({ args, close }: ModalComponentProps<StudentDiscountInfoArgs | undefined, void>) {
  const given = args?.plans;
  const plans = usePlansForDiscount(!given);
  const list = given ?? plans.data;
  const discount = list ? studentDiscount(list) : null;

  return (
    <div className={styles.modal} data-testid="student-discount-info-modal">
      <ModalHeader title="학생 할인 안내" />
      <ModalBody className={styles.body}>
        {!list ? (
          plans.isError ? (
            <p className={styles.error} role="alert">
              가격 정보를 불러오지 못했어요.
              <button type="button" className={styles.retry} onClick={() => void plans.refetch()}>다시 시도</button>
            </p>
          ) : (
            <div className={styles.skeleton} aria-busy="true" aria-label="가격 정보를 불러오는 중" />
          )
        ) : discount ? (
          <PriceCompare discount={discount} />
        ) : (
          <p className={styles.lead} data-testid="student-discount-unavailable">지금은 학생 할인 멤버십을 판매하지 않아요. 판매가 다시 열리면 멤버십 페이지에서 안내해 드릴게요.</p>
        )}

        <section className={styles.section} aria-labelledby="student-discount-who">
          <h3 id="student-discount-who" className={styles.sectionTitle}>누가 받을 수 있나요?</h3>
          <p className={styles.sectionText}>국내 대학·대학원 재학생이라면 누구나 받을 수 있어요. 학교 이메일(ac.kr 등)로 받은 인증 코드를 입력하거나, 학생증(또는 재학증명서)을 올려 인증해 주세요.</p>
        </section>
        <section className={styles.section} aria-labelledby="student-discount-how-long">
          <h3 id="student-discount-how-long" className={styles.sectionTitle}>인증은 얼마나 유지되나요?</h3>
          <p className={styles.sectionText}>
            인증은 완료일로부터 {STUDENT_VERIFICATION_DAYS}일 동안 유지돼요. 끝나기 {STUDENT_REMINDER_DAYS}일 전부터 갱신 안내를 보여 드려요.
          </p>
        </section>
        <section className={styles.section} aria-labelledby="student-discount-after">
          <h3 id="student-discount-after" className={styles.sectionTitle}>인증 기간이 끝나면요?</h3>
          <p className={styles.sectionText}>
            다시 인증하지 않으면 다음 정기 결제부터 {discount?.regularLabel ?? '라이트'} 정상가
            {discount?.regular ? `(월 ${formatWon(discount.regular.monthly)})` : ''}로 바뀌어 결제돼요. 그 전에 다시 인증하면 학생 할인이 그대로 이어져요.
          </p>
        </section>
      </ModalBody>
      <ModalActions>
        {args?.showVerifyLink ? (
          <>
            <Button variant="secondary" size="lg" onClick={() => close()} data-testid="student-discount-close">닫기</Button>
            <Link href="/user/student?next=%2Fmembership" className={styles.linkButton} onClick={() => close()} data-testid="student-discount-verify">학생 인증하기</Link>
          </>
        ) : (
          <Button size="lg" onClick={() => close()} data-testid="student-discount-close">확인</Button>
        )}
      </ModalActions>
    </div>
  );
}

function PriceCompare({ discount }: { discount: StudentDiscount }) {
  return (
    <div className={styles.price} data-testid="student-discount-prices">
      <div className={styles.priceBox} data-student="">
        <span className={styles.priceLabel}>{discount.studentLabel}</span>
        <span className={styles.priceValue} data-testid="student-discount-student-price">월 {formatWon(discount.student.monthly)}</span>
        <span className={styles.priceSub}>연 {formatWon(discount.student.yearly)} · VAT 포함</span>
        {discount.percent > 0 && <span className={styles.badge}>{discount.percent}% 할인</span>}
      </div>
      {discount.regular && (
        <div className={styles.priceBox}>
          <span className={styles.priceLabel}>{discount.regularLabel} (정상가)</span>
          <span className={styles.priceValue} data-testid="student-discount-regular-price">월 {formatWon(discount.regular.monthly)}</span>
          <span className={styles.priceSub}>연 {formatWon(discount.regular.yearly)} · VAT 포함</span>
        </div>
      )}
    </div>
  );
}
