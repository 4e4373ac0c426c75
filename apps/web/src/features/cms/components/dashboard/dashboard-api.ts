'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { API_ROOTS, adminDashboardSchema } from '@spi/core';
import { api } from '@/lib/api-client';

/** The operators' dashboard (ADR 022, ROLE_ADMIN): GET /api/seoul/v1/admin/dashboard?days=7|30|90. */

export const DASHBOARD_URL = `${API_ROOTS.seoul}/admin/dashboard`;
export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30';

/** Starts with 'cms' so a sign-out drops it with the rest of the CMS. */
export const dashboardKeys = { period: (days: DashboardPeriod) => ['cms', 'dashboard', days] as const };

export const useAdminDashboard = (days: DashboardPeriod) =>
  useQuery({
    queryKey: dashboardKeys.period(days),
    queryFn: ({ signal }) => api.get(DASHBOARD_URL, { query: { days }, schema: adminDashboardSchema, signal, cache: 'no-cache' }),
    placeholderData: keepPreviousData,
  });
