import { contentHref, MEMBERSHIP_TIERS, type AdminDashboard } from '@spi/core';
import type { DashboardData } from '../../loaders/operations/dashboard';

/**
 * The admin dashboard (ADR 022): every tier of the catalogue in its order (zeros included, 비회원 last),
 * then any tier code the catalogue does not know under its code; revenue is paid minus refunded per day.
 */
export function presentAdminDashboard(data: DashboardData): AdminDashboard {
  const counts = new Map(data.membersByTier.map((m) => [m.tier, m.count]));
  const known = new Set<string>(MEMBERSHIP_TIERS.map((t) => t.code));
  const activeMembersByTier = [
    ...MEMBERSHIP_TIERS.map((t) => ({ tier: t.code as string, label: t.label as string, count: counts.get(t.code) ?? 0 })),
    ...data.membersByTier.filter((m) => !known.has(m.tier)).map((m) => ({ tier: m.tier, label: m.tier, count: m.count })),
  ];
  const revenueDaily = data.paid.map((p, i) => ({ date: p.date, amount: p.value - (data.refunds[i]?.value ?? 0) }));
  const sum = (xs: Array<{ value: number }>) => xs.reduce((acc, x) => acc + x.value, 0);
  return {
    period: { from: data.period.from, to: data.period.to, days: data.period.days },
    asOf: data.asOf.toISOString(),
    signUps: { total: sum(data.signUps), daily: data.signUps.map((d) => ({ date: d.date, count: d.value })) },
    activeMembersByTier,
    revenue: { total: sum(data.paid) - sum(data.refunds), refunds: sum(data.refunds), daily: revenueDaily },
    topArticles: data.topArticles.map((a) => ({ id: String(a.id), title: a.title, href: contentHref('CONTENT', String(a.id)), views: a.views })),
    topReits: data.topReits.map((r) => ({ ticker: r.ticker, name: r.name, href: contentHref('REITS', r.ticker), views: r.views })),
    recentErrors: data.recentErrors.map((e) => ({ id: e.id, message: e.message, path: e.path, createdAt: e.createdAt.toISOString() })),
    openInquiries: data.openInquiries,
    pageViews: { total: sum(data.pageViews), daily: data.pageViews.map((d) => ({ date: d.date, count: d.value })) },
  };
}
