import type { Db } from '../client';
import { faqs } from '../operations-schema';

type DemoFaq = Pick<typeof faqs.$inferInsert, 'id' | 'category' | 'question' | 'answer' | 'sortOrder'>;

/**
 * The demo FAQ of /support: four entries per category, in the product's own terms (docs/membership.md,
 * docs/reits.md, docs/corporations.md). Deterministic ids (`faq-…`), so reloading the demo replaces
 * rather than duplicates them.
 */
export const DEMO_FAQS: readonly DemoFaq[] = [
  // 멤버십
  {
    id: 'faq-membership-tiers', category: 'MEMBERSHIP', sortOrder: 10,
    question: '멤버십 등급별로 무엇이 다른가요?',
    answer: '라이트는 회원 전용 기사를 월 10편까지 읽을 수 있고, 라이트 플러스는 회원 전용 기사 무제한과 리츠 데이터 엑셀 다운로드가 더해집니다.\n프리미엄 라이트는 여기에 딜 거래 통계와 사모펀드 데이터까지 볼 수 있어요. 프리미엄은 법인용 등급으로 좌석 단위로 이용합니다.\n등급별 비교표는 멤버십 페이지에서 확인하실 수 있습니다.',
  },
  {
    id: 'faq-membership-student', category: 'MEMBERSHIP', sortOrder: 20,
    question: '학생 할인(라이트 학생)은 어떻게 받나요?',
    answer: '학생 인증 페이지에서 학교 이메일로 인증 코드를 받거나 학생증을 올려 인증하면 라이트 학생 등급(월 4,900원)을 구독할 수 있습니다.\n학생 인증은 인증한 날부터 1년 동안 유효합니다.',
  },
  {
    id: 'faq-membership-coupon', category: 'MEMBERSHIP', sortOrder: 30,
    question: '쿠폰 코드는 어디에 입력하나요?',
    answer: '설정 > 멤버십에서 쿠폰 등록을 누르고 받은 12자리 쿠폰 코드를 입력하세요. 하이픈(-)과 대소문자는 달라도 됩니다.\n쿠폰 기간 동안에는 쿠폰의 등급으로 이용하고, 기간이 끝나면 원래 이용하던 멤버십으로 돌아갑니다. 유료 구독 중이었다면 다음 결제일이 쿠폰 기간만큼 뒤로 밀립니다.',
  },
  {
    id: 'faq-membership-change', category: 'MEMBERSHIP', sortOrder: 40,
    question: '이용 중에 등급을 바꿀 수 있나요?',
    answer: '상위 등급으로 올리면 바로 적용되고, 남은 기간만큼 차액만 결제됩니다.\n하위 등급으로 내리거나 월간·연간 결제를 바꾸는 경우에는 현재 이용 기간이 끝난 뒤부터 적용됩니다.',
  },
  // 결제
  {
    id: 'faq-payment-card', category: 'PAYMENT', sortOrder: 10,
    question: '결제 카드를 바꾸고 싶어요.',
    answer: '설정 > 멤버십에서 결제 수단 변경을 눌러 새 카드를 등록하면 다음 결제부터 새 카드로 결제됩니다.\n결제에 실패해 이용이 유예된 상태라면 카드를 바꾸는 즉시 밀린 금액이 결제됩니다.',
  },
  {
    id: 'faq-payment-failed', category: 'PAYMENT', sortOrder: 20,
    question: '정기 결제에 실패하면 어떻게 되나요?',
    answer: '결제에 실패해도 바로 이용이 중단되지는 않습니다. 실패 후 1일, 3일, 7일째에 다시 결제를 시도하고 그때마다 이메일로 알려 드립니다.\n마지막 시도까지 실패하면 멤버십이 종료되니, 카드를 확인하시거나 결제 수단을 바꿔 주세요.',
  },
  {
    id: 'faq-payment-refund', category: 'PAYMENT', sortOrder: 30,
    question: '환불을 받을 수 있나요?',
    answer: '구독은 언제든 해지할 수 있으며, 해지하면 이미 결제한 기간이 끝날 때까지 이용한 뒤 자동 결제가 멈춥니다.\n결제 직후 이용하지 않았거나 중복 결제 등으로 환불이 필요하시면 1:1 문의(결제 유형)로 주문 번호와 함께 알려 주세요. 확인 후 전액 또는 부분 환불해 드립니다.',
  },
  {
    id: 'faq-payment-receipt', category: 'PAYMENT', sortOrder: 40,
    question: '영수증은 어디에서 받나요?',
    answer: '결제가 끝나면 영수증이 가입한 이메일로 발송됩니다.\n지난 결제의 영수증은 설정 > 멤버십의 결제 내역에서 언제든 다시 볼 수 있어요.',
  },
  // 계정
  {
    id: 'faq-account-social', category: 'ACCOUNT', sortOrder: 10,
    question: '어떤 계정으로 로그인할 수 있나요?',
    answer: '카카오 또는 구글 계정으로 로그인합니다. 별도의 비밀번호는 만들지 않아요.\n처음 로그인하면 약관 동의와 닉네임 입력 후 가입이 완료됩니다.',
  },
  {
    id: 'faq-account-email', category: 'ACCOUNT', sortOrder: 20,
    question: '닉네임과 알림 설정은 어디에서 바꾸나요?',
    answer: '설정에서 닉네임(최대 20자)과 뉴스레터·이메일 수신 여부를 바꿀 수 있습니다.',
  },
  {
    id: 'faq-account-corporate', category: 'ACCOUNT', sortOrder: 30,
    question: '법인 계정은 어떻게 만드나요?',
    answer: '법인 관리 페이지에서 법인 등록을 신청한 뒤 프리미엄 좌석을 구매하면 됩니다.\n법인 관리자는 구성원을 이메일로 초대하거나, 회사 이메일 도메인으로 가입한 회원이 자동으로 참여하도록 설정할 수 있습니다.',
  },
  {
    id: 'faq-account-leave', category: 'ACCOUNT', sortOrder: 40,
    question: '탈퇴하면 어떻게 되나요?',
    answer: '설정의 회원 탈퇴에서 탈퇴할 수 있습니다. 탈퇴하면 연결된 소셜 로그인과 회원 정보가 삭제되고 모든 기기에서 로그아웃되며, 되돌릴 수 없습니다.\n이용 중인 유료 구독이 있다면 다음 결제가 되지 않도록 먼저 해지해 주세요.',
  },
  // 데이터
  {
    id: 'faq-data-sources', category: 'DATA', sortOrder: 10,
    question: 'SPI의 데이터는 어디에서 오나요?',
    answer: '리츠 데이터는 거래소 시세와 각 리츠의 공시 자료, 딜 정보와 사모펀드 데이터는 공시·보도 자료와 SPI 리서치팀의 취재를 바탕으로 정리합니다.\n화면과 엑셀 파일마다 출처와 기준일을 함께 표시합니다.',
  },
  {
    id: 'faq-data-asof', category: 'DATA', sortOrder: 20,
    question: '기준일은 무엇을 뜻하나요?',
    answer: '리츠의 지표는 마지막 주가 날짜(기준일)를 기준으로 계산합니다. 예를 들어 배당수익률(TTM)은 기준일까지 12개월 동안의 배당을 기준일 종가로 나눈 값입니다.\n재무 수치는 기준일 이전에 끝난 결산 기간의 값을 씁니다.',
  },
  {
    id: 'faq-data-download', category: 'DATA', sortOrder: 30,
    question: '리츠 데이터를 엑셀로 내려받을 수 있나요?',
    answer: '라이트 플러스 이상 멤버십이면 리츠포커스의 각 리츠 페이지에서 다운로드를 눌러 원하는 항목과 기간을 골라 엑셀(.xlsx)로 받을 수 있습니다.\n시트마다 기준일과 출처가 적혀 있습니다.',
  },
  {
    id: 'faq-data-error', category: 'DATA', sortOrder: 40,
    question: '데이터가 틀린 것 같아요.',
    answer: '1:1 문의(데이터 유형)로 화면 주소와 틀린 값을 알려 주시면 원자료와 대조해 확인한 뒤 답변 드리겠습니다.\n스크린샷을 첨부해 주시면 더 빨리 확인할 수 있어요.',
  },
];

/** Inserts or refreshes the demo FAQ. */
export async function loadDemoFaqs(tx: Db, now: Date = new Date()): Promise<void> {
  for (const row of DEMO_FAQS) {
    await tx.insert(faqs).values({ ...row, published: true, createdAt: now, updatedAt: now }).onConflictDoUpdate({
      target: faqs.id,
      set: { category: row.category, question: row.question, answer: row.answer, sortOrder: row.sortOrder, published: true, updatedAt: now },
    });
  }
}
