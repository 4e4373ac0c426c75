import type { StudentStatusDto } from './api/status';

/** Test helpers of the student feature (not shipped: only *.test.tsx import this file); the API mocks are shared. */
export * from '@/components/ui/testing/api-mocks';

export function studentStatus(overrides: Partial<StudentStatusDto> = {}): StudentStatusDto {
  return {
    status: 'NONE', method: null, school: null, email: null, submittedAt: null, verifiedAt: null, expiresAt: null,
    rejectedReason: null, codePendingUntil: null, ...overrides,
  };
}
