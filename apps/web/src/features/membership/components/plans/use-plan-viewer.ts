'use client';

import { API_ROOTS, type Plan } from '@spi/core';
import { useQuery } from '@/lib/query';
import { api } from '@/lib/api-client';
import { lazySchemas } from '@/lib/lazy-contracts';
import { useStudentStatus } from '@/lib/student-status';
import type { CtaViewer } from '../../lib/tier-cta';
import type { PlanViewerExtras } from './plan-cta';

/**
 * What the student and corporate cards need to know about the viewer, read in the browser after load:
 * - the student status (the one shared query, lib/student-status.ts), asked for only when a member who
 *   does not pay yet looks at a page with a student tier;
 * - whether the member manages a corporation: additional info (GET /users/{id}/info), the same key,
 *   request and shape as the header's query, so it is usually already in the cache.
 */
export function usePlanViewerExtras(plans: readonly Pick<Plan, 'audience'>[], viewer: CtaViewer, userId: string | null | undefined): PlanViewerExtras {
  const member = viewer.kind === 'member' && typeof userId === 'string';
  const paying = viewer.kind === 'member' && viewer.subscription !== null && viewer.subscription.status !== 'ENDED';
  const hasStudentTier = plans.some((p) => p.audience === 'STUDENT');
  const hasCorporateTier = plans.some((p) => p.audience === 'CORPORATE');

  const student = useStudentStatus({ enabled: member && !paying && hasStudentTier });
  const info = useQuery({
    queryKey: ['user', userId ?? '', 'info'] as const,
    queryFn: () => api.get(`${API_ROOTS.sejong}/users/${encodeURIComponent(userId!)}/info`, { schema: lazySchemas.additionalInfo }),
    staleTime: Infinity,
    enabled: member && hasCorporateTier,
  });

  // A failed or emptied (auth-type error) status counts as not verified: the server decides at checkout.
  const studentVerified = !member ? null
    : student.isError || student.data === null ? false
    : student.data === undefined ? null
    : student.data.status === 'VERIFIED';
  const corporationManager = !member ? null
    : info.isError ? false
    : info.data === undefined ? null
    : info.data.isCorporationManager;
  return { studentVerified, corporationManager };
}
