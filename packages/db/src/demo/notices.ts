import type { Db } from '../client';
import { notices } from '../operations-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deterministic ids, so reloading the demo replaces rather than duplicates the notices. */
export const DEMO_NOTICE_IDS = { active: 'demo-notice-reitsfocus', scheduled: 'demo-notice-year-end' } as const;

/**
 * The demo main-home notices, relative to load time: one showing now (started an hour ago, ends 30 days
 * later) and one scheduled to start in 30 days, as an operator would have written them.
 */
export async function loadDemoNotices(tx: Db, now: Date = new Date()): Promise<void> {
  const t = now.getTime();
  const rows: Array<typeof notices.$inferInsert> = [
    {
      id: DEMO_NOTICE_IDS.active,
      title: '리츠포커스 데이터 다운로드 오픈',
      body: '상장 리츠의 배당·주가·NAV 데이터를 엑셀로 내려받을 수 있어요.\n리츠포커스에서 관심 리츠를 골라 바로 확인해 보세요.',
      linkUrl: '/reitsfocus',
      linkLabel: '리츠포커스 바로가기',
      startsAt: new Date(t - 60 * 60 * 1000),
      endsAt: new Date(t + 30 * DAY_MS),
      createdAt: now,
      updatedAt: now,
    },
    {
      id: DEMO_NOTICE_IDS.scheduled,
      title: '연말 시스템 점검 안내',
      body: '더 안정적인 서비스를 위해 시스템 점검을 진행합니다.\n점검 중에는 로그인과 결제가 잠시 멈춥니다.',
      linkUrl: null,
      linkLabel: null,
      startsAt: new Date(t + 30 * DAY_MS),
      endsAt: new Date(t + 31 * DAY_MS),
      createdAt: now,
      updatedAt: now,
    },
  ];
  for (const row of rows) {
    await tx.insert(notices).values(row).onConflictDoUpdate({
      target: notices.id,
      set: { title: row.title, body: row.body, linkUrl: row.linkUrl, linkLabel: row.linkLabel, startsAt: row.startsAt, endsAt: row.endsAt, updatedAt: now },
    });
  }
}
