import { businessNumberCheckDigit } from '@spi/core/corporations/business-number';
import type { Db } from '../client';
import { corporateMemberships, corporations, memberships, notificationSettings, userIdentities, userRoles, users } from '../schema';
import type { DemoLoader } from '../seed';

/** The demo corporation: sample data, never a customer. */
export const DEMO_CORPORATION_ID = 'demo-corp-sample';
/** A sample 사업자등록번호 (123-45-6789x) whose last digit is a valid check digit. */
export const DEMO_BUSINESS_NUMBER = `123456789${businessNumberCheckDigit('123456789')}`;
/**
 * The demo corporation's corporate membership: PREMIUM, 10 seats, the fund role, 2026-01-01 to
 * 2027-01-01 (Asia/Seoul midnights). Auto-join stays off: every demo user shares example.com.
 */
export const DEMO_CORPORATE_MEMBERSHIP = {
  id: 'demo-corporate-membership',
  planCode: 'PREMIUM',
  seats: 10,
  roles: ['FUND'],
  periodStart: new Date('2025-12-31T15:00:00Z'),
  periodEnd: new Date('2026-12-31T15:00:00Z'),
} as const;

/**
 * Demo users linked to the five seeded accounts of the local OpenID Connect provider (apps/oidc-dev):
 * signing in there as one of them lands on an existing, active SPI account.
 */
export const DEMO_USERS = [
  {
    id: 'demo-user-minjun',
    provider: 'kakao',
    subject: 'kakao-demo-1001',
    email: 'minjun.kim@example.com',
    nickname: '김민준',
    type: 'PERSONAL',
    corporationId: null,
    assign: null,
    isManager: false,
    roles: [],
    membership: null,
  },
  {
    id: 'demo-user-seoyeon',
    provider: 'kakao',
    subject: 'kakao-demo-1002',
    email: 'seoyeon.lee@example.com',
    nickname: '이서연',
    type: 'CORPORATE',
    corporationId: DEMO_CORPORATION_ID,
    assign: 'MANAGER',
    // users.isManager mirrors assign === 'MANAGER' (the spec's "admin when isManager": corporation admin).
    isManager: true,
    roles: ['ROLE_EDITOR'],
    membership: { id: 'demo-membership-seoyeon', tierCode: 'PREMIUM', name: '프리미엄', roles: ['FUND'], corporationId: DEMO_CORPORATION_ID },
  },
  {
    id: 'demo-user-jiho',
    provider: 'google',
    subject: 'google-demo-2001',
    email: 'jiho.park@example.com',
    nickname: 'Park Jiho',
    type: 'PERSONAL',
    corporationId: null,
    assign: null,
    // ROLE_ADMIN (a server role), not a corporation admin: isManager stays false.
    isManager: false,
    roles: ['ROLE_ADMIN', 'ROLE_EDITOR'],
    membership: { id: 'demo-membership-jiho', tierCode: 'LIGHT', name: '라이트', roles: [], corporationId: null },
  },
  {
    id: 'demo-user-yuna',
    provider: 'google',
    subject: 'google-demo-2002',
    email: 'yuna.choi@example.com',
    nickname: 'Choi Yuna',
    type: 'PERSONAL',
    corporationId: null,
    assign: null,
    isManager: false,
    roles: [],
    membership: { id: 'demo-membership-yuna', tierCode: 'LIGHT', name: '라이트', roles: [], corporationId: null },
  },
  {
    // The personal fund-authority demo: PREMIUM_LIGHT with the fund role, no corporation, no staff role.
    id: 'demo-user-haeun',
    provider: 'kakao',
    subject: 'kakao-demo-1003',
    email: 'haeun.jung@example.com',
    nickname: '정하은',
    type: 'PERSONAL',
    corporationId: null,
    assign: null,
    isManager: false,
    roles: [],
    membership: { id: 'demo-membership-haeun', tierCode: 'PREMIUM_LIGHT', name: '프리미엄 라이트', roles: ['FUND'], corporationId: null },
  },
] as const;

export const demoAccountsLoader: DemoLoader = {
  name: 'accounts',
  async load(db: Db) {
    const agreedAt = new Date('2024-01-02T00:00:00Z');
    await db.insert(corporations).values({
      id: DEMO_CORPORATION_ID,
      name: '샘플자산운용 (샘플)',
      managerName: '이서연',
      phone: '02-0000-0000',
      address: '서울특별시 중구 세종대로 110 (샘플 주소)',
      email: 'seoyeon.lee@example.com',
      businessNumber: DEMO_BUSINESS_NUMBER,
      zonecode: '04524',
      autoJoinDomain: null,
      autoJoinEnabled: false,
      createdBy: 'demo-user-seoyeon',
      isSample: true,
    });
    await db.insert(corporateMemberships).values({ ...DEMO_CORPORATE_MEMBERSHIP, roles: [...DEMO_CORPORATE_MEMBERSHIP.roles], corporationId: DEMO_CORPORATION_ID, status: 'ACTIVE', createdAt: agreedAt });
    for (const demo of DEMO_USERS) {
      await db.insert(users).values({
        id: demo.id,
        email: demo.email,
        nickname: demo.nickname,
        status: 'ACTIVE',
        type: demo.type,
        corporationId: demo.corporationId,
        assign: demo.assign,
        isManager: demo.isManager,
        corporationJoinedAt: demo.corporationId ? agreedAt : null,
        corporationVia: demo.corporationId ? 'REGISTERED' : null,
        termsAgreedAt: agreedAt,
        privacyAgreedAt: agreedAt,
      });
      await db.insert(userIdentities).values({ id: `${demo.id}-${demo.provider}`, userId: demo.id, provider: demo.provider, subject: demo.subject, email: demo.email });
      for (const role of demo.roles) await db.insert(userRoles).values({ userId: demo.id, role });
      await db.insert(notificationSettings).values({ userId: demo.id });
      if (demo.membership) {
        await db.insert(memberships).values({
          id: demo.membership.id,
          userId: demo.id,
          corporationId: demo.membership.corporationId,
          tierCode: demo.membership.tierCode,
          name: demo.membership.name,
          roles: [...demo.membership.roles],
          status: 'ACTIVE',
          // A seat of the demo corporation's corporate membership, ending with it.
          source: demo.membership.corporationId ? 'CORPORATION' : 'GRANT',
          startedAt: demo.membership.corporationId ? DEMO_CORPORATE_MEMBERSHIP.periodStart : agreedAt,
          endsAt: demo.membership.corporationId ? DEMO_CORPORATE_MEMBERSHIP.periodEnd : null,
        });
      }
    }
  },
};
