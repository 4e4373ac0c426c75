'use client';

import { API_ROOTS } from '@spi/core';
import type { StudentStatusDto } from '@spi/core/contracts/students';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { api, isApiError, type ApiErrorHandlers, type LazyResponseSchema } from './api-client';

/**
 * The reader's student verification status (spec sections 4, 6 and 7): GET /api/sejong/v1/student.
 * Fetched only when someone is signed in, never retried, cached with infinite freshness (a verification
 * step invalidates it), and reset to empty (null, no error) when the API answers with an auth-type error.
 *
 * It lives in lib because two features read it (features/student and the /membership tier cards of
 * features/membership) and features never import each other; features/student/api re-exports it.
 */
export type { StudentStatusDto };

/** Keys start with 'user': a mutation with mutationKey ['user'] (a checkout, sign-out cleanup) refreshes it too. */
export const studentKeys = {
  status: (userId: string) => ['user', userId, 'student'] as const,
};

/** Loaded on first use, so the public /membership page keeps zod out of its first load. */
const statusSchema: LazyResponseSchema<StudentStatusDto> = () => import('@spi/core/contracts/students').then((m) => m.studentStatusSchema);

/** 401 UNAUTHENTICATED and the TOKEN_* / REFRESH_TOKEN_* codes: the session is gone, not the status. */
export function isAuthTypeError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 401 || error.code === 'UNAUTHENTICATED' || /^(REFRESH_)?TOKEN_/.test(error.code);
}

const quiet = () => undefined;
/** The screens show their own states; nothing global pops up for this background read. */
const QUIET: ApiErrorHandlers = { byStatus: { 401: quiet, 403: quiet, 404: quiet, 500: quiet }, fallback: quiet };

export async function fetchStudentStatus(): Promise<StudentStatusDto | null> {
  try {
    return await api.get(`${API_ROOTS.sejong}/student`, { schema: statusSchema, onError: QUIET });
  } catch (error) {
    if (isAuthTypeError(error)) return null;
    throw error;
  }
}

export const studentStatusQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: studentKeys.status(userId ?? ''),
    queryFn: fetchStudentStatus,
    enabled: typeof userId === 'string' && userId.length > 0,
    retry: false,
    staleTime: Infinity,
  });

/**
 * The one student status hook. `data` is the status, or null after an auth-type error (treated as
 * "nothing known"); undefined while signed out or loading.
 */
export function useStudentStatus(options: { enabled?: boolean } = {}) {
  const userId = useSignedInUserId();
  const base = studentStatusQueryOptions(userId);
  return useQuery({ ...base, enabled: base.enabled !== false && options.enabled !== false });
}
