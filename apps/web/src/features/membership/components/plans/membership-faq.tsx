import { RENEWAL_RETRY_DAYS } from '@spi/core';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { CORPORATE_INQUIRY_PATH, MEMBERSHIP_SETTINGS_PATH } from '../../lib/tier-cta';
import styles from './plans.module.css';

const retryDays = RENEWAL_RETRY_DAYS.map((d) => `${d}일`).join(', ');

export const MEMBERSHIP_FAQ: Array<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: 'autopay',
    question: '자동결제는 언제 결제되나요?',
    answer: (
      <>
        <p>첫 결제는 카드를 등록한 직후 바로 이루어지고, 그다음부터는 월간은 매월, 연간은 매년 첫 결제일과 같은 날짜에 자동으로 결제돼요. 날짜는 한국 시간 기준이며, 31일처럼 그 날짜가 없는 달에는 그 달의 마지막 날에 결제돼요.</p>
        <p>결제가 실패하면 {retryDays} 뒤에 다시 시도하고 그때마다 이메일로 알려 드려요. 마지막 시도까지 실패하면 멤버십이 종료돼요.</p>
      </>
    ),
  },
  {
    id: 'cancel',
    question: '해지하면 환불되나요?',
    answer: (
      <>
        <p>해지는 <Link href={MEMBERSHIP_SETTINGS_PATH}>멤버십 관리</Link>에서 언제든 할 수 있어요. 해지해도 이미 결제한 기간이 끝날 때까지 모든 혜택을 이용할 수 있고, 다음 결제부터 청구되지 않아요. 기간이 끝나기 전이라면 해지를 취소할 수도 있어요.</p>
        <p>결제 취소나 환불이 필요하면 <Link href={CORPORATE_INQUIRY_PATH}>1:1 문의</Link>로 알려 주세요. 확인 후 결제사를 통해 전액 또는 부분 환불해 드려요.</p>
      </>
    ),
  },
  {
    id: 'upgrade',
    question: '등급을 올리면 차액은 어떻게 계산되나요?',
    answer: (
      <>
        <p>지금 바로 올리면 남은 기간만큼 일할 계산해요. 새 등급 가격 중 남은 기간의 몫에서, 지금 등급 가격 중 쓰지 않은 기간의 몫을 뺀 금액을 바로 결제하고(10원 미만은 버림), 다음 결제일은 그대로예요.</p>
        <p>예: 월 9,900원 등급을 쓰다가 기간이 절반 남았을 때 월 19,900원 등급으로 올리면 9,950원 − 4,950원 = 5,000원을 결제해요. 등급을 내리거나 결제 주기를 바꾸면 이번 기간이 끝난 뒤 다음 결제부터 적용돼요.</p>
      </>
    ),
  },
  {
    id: 'coupon',
    question: '쿠폰은 어떻게 사용하나요?',
    answer: (
      <p>이 페이지의 쿠폰 등록이나 멤버십 관리에서 쿠폰 코드를 입력하면, 쿠폰에 정해진 등급을 정해진 기간 동안 이용할 수 있어요. 이미 이용하던 멤버십은 쿠폰 기간 동안 보관되었다가 쿠폰이 끝나면 다시 이어져요. 지금 등급보다 낮은 등급의 쿠폰은 등록할 수 없어요.</p>
    ),
  },
  {
    id: 'student',
    question: '학생 할인은 어떻게 받나요?',
    answer: (
      <p>라이트 (학생 할인)은 대학(원)생을 위한 라이트 할인 멤버십이에요. 학교 이메일 인증 코드나 학생증 심사로 학생 인증을 마친 분만 구독할 수 있어요. 인증은 1년 동안 유지되며, 설정의 학생 인증에서 갱신할 수 있어요.</p>
    ),
  },
  {
    id: 'corporate',
    question: '법인 멤버십은 어떻게 이용하나요?',
    answer: (
      <p>프리미엄은 팀 전체가 함께 쓰는 법인 멤버십이에요. 좌석 단위로 구성원을 초대하고, 카드나 무통장 입금으로 결제할 수 있어요. <Link href={CORPORATE_INQUIRY_PATH}>법인 멤버십 문의</Link>를 남겨 주시면 좌석 수에 맞춰 안내해 드려요.</p>
    ),
  },
  {
    id: 'receipt',
    question: '영수증은 어디서 받나요?',
    answer: (
      <p>결제가 끝나면 결제 완료 화면과 이메일로 영수증을 보내 드려요. 지난 결제의 카드 영수증은 <Link href={MEMBERSHIP_SETTINGS_PATH}>멤버십 관리</Link>의 결제 내역에서 언제든 볼 수 있어요.</p>
    ),
  },
];

/** Questions people ask before paying, as native disclosures (keyboard and screen readers for free). */
export function MembershipFaq() {
  return (
    <div className={styles.faq} data-testid="membership-faq">
      {MEMBERSHIP_FAQ.map((item) => (
        <details key={item.id} className={styles.faqItem} id={`faq-${item.id}`}>
          <summary className={styles.faqQuestion}>{item.question}</summary>
          <div className={styles.faqAnswer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
