/**
 * The product's policy documents (이용약관, 개인정보처리방침) and their versions. A version's id is its effective
 * date (YYYY-MM-DD, Asia/Seoul); the web pages render each one at /policy/<id>/<version>, and the sign-up form
 * and the API can record which version a member agreed to.
 */
export const POLICY_IDS = ['terms', 'privacy'] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

export interface PolicyVersion {
  /** The effective date, also the version id: 'YYYY-MM-DD'. */
  version: string;
  /** Short summary of what changed from the previous version (Korean). */
  changes: readonly string[];
}

export interface PolicyDefinition {
  id: PolicyId;
  title: string;
  /** Oldest first; the last one is the current version. */
  versions: readonly PolicyVersion[];
}

export const POLICIES: Readonly<Record<PolicyId, PolicyDefinition>> = {
  terms: {
    id: 'terms',
    title: '이용약관',
    versions: [
      { version: '2025-03-01', changes: ['서비스 출시에 맞춰 이용약관을 제정했습니다.'] },
      {
        version: '2026-06-01',
        changes: [
          '법인 회원과 학생 할인 멤버십의 이용 조건을 추가했습니다.',
          '쿠폰의 사용 조건과 유효기간, 환불 시 처리 기준을 명시했습니다.',
          '정기결제 해지와 환불 기준을 구체화했습니다.',
        ],
      },
    ],
  },
  privacy: {
    id: 'privacy',
    title: '개인정보처리방침',
    versions: [
      { version: '2025-03-01', changes: ['서비스 출시에 맞춰 개인정보처리방침을 제정했습니다.'] },
      {
        version: '2026-01-01',
        changes: ['결제대행(토스페이먼츠) 정기결제를 도입하면서 처리위탁 항목과 결제 정보의 보유기간을 추가했습니다.'],
      },
      {
        version: '2026-06-01',
        changes: [
          '쿠키와 분석 도구의 이용, 동의 배너를 통한 선택 방법을 추가했습니다.',
          '법인 회원과 학생 인증에 필요한 수집 항목을 추가했습니다.',
          '1:1 문의 첨부파일의 보유기간을 명시했습니다.',
        ],
      },
    ],
  },
};

const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isPolicyId(value: string): value is PolicyId {
  return (POLICY_IDS as readonly string[]).includes(value);
}

/** The version in force (the last one). */
export function currentPolicyVersion(id: PolicyId): PolicyVersion {
  const versions = POLICIES[id].versions;
  return versions[versions.length - 1]!;
}

/** A version by its id (effective date), or undefined for an unknown or malformed one. */
export function findPolicyVersion(id: PolicyId, version: string): PolicyVersion | undefined {
  if (!VERSION_PATTERN.test(version)) return undefined;
  return POLICIES[id].versions.find((v) => v.version === version);
}

/** The versions in force for a sign-up today: what the consent records should name. */
export const CURRENT_POLICY_VERSIONS: Readonly<Record<PolicyId, string>> = {
  terms: currentPolicyVersion('terms').version,
  privacy: currentPolicyVersion('privacy').version,
};

/** '2026년 6월 1일' for '2026-06-01'. */
export function formatPolicyDate(version: string): string {
  const [y, m, d] = version.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}
