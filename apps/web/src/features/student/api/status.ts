'use client';

/**
 * The student status query of this feature (spec sections 4 and 7). The hook itself lives in
 * lib/student-status.ts because the /membership tier cards read the same status and features never
 * import each other; everything in this feature goes through this module.
 */
export {
  useStudentStatus, studentStatusQueryOptions, studentKeys, fetchStudentStatus, isAuthTypeError,
  type StudentStatusDto,
} from '@/lib/student-status';
