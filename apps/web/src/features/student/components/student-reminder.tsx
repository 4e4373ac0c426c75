'use client';

import { needsStudentReminder, studentDaysLeft } from '@spi/core';
import { useEffect, useState } from 'react';
import { useModal } from '@/components/ui';
import { useStudentStatus } from '../api/status';
import { markReminderShown, reminderShownToday } from '../lib/reminder-storage';
import { STUDENT_VERIFICATION_REMINDER_MODAL } from '../lib/register-modals';
import type { StudentReminderArgs } from './student-reminder-modal';

export interface StudentReminderProps {
  userId: string;
  /** The member's tier; the site frame mounts this only for LIGHT_STUDENT members. */
  tierCode: string | null;
}

/** The reminder's arguments, or null when it should not show (needsStudentReminder of core). */
export function reminderArgs(input: { tierCode: string | null; status: Parameters<typeof needsStudentReminder>[0]['status']; expiresAt: string | null }, now: number): StudentReminderArgs | null {
  if (!needsStudentReminder(input, now)) return null;
  const daysLeft = input.status === 'VERIFIED' && input.expiresAt ? studentDaysLeft(input.expiresAt, now) : null;
  const missing = input.status === 'NONE' || input.status === 'REJECTED';
  return { daysLeft: daysLeft !== null && daysLeft >= 0 ? daysLeft : null, expiresAt: input.expiresAt, ...(missing ? { missing } : {}) };
}

/**
 * Mounted lazily by the header's account area for signed-in LIGHT_STUDENT members only: reads the
 * student status and opens the 'student verification reminder' modal at most once a day (the day is
 * stored in localStorage). Not on /user/student itself, where the status card already says it.
 */
export default function StudentReminder({ userId, tierCode }: StudentReminderProps) {
  const status = useStudentStatus();
  const { open } = useModal();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => setNow(Date.now()), []);

  const dto = status.data ?? null;
  const args = dto && now !== null ? reminderArgs({ tierCode, status: dto.status, expiresAt: dto.expiresAt }, now) : null;

  useEffect(() => {
    if (!args || now === null) return;
    if (window.location.pathname.startsWith('/user/student')) return;
    if (reminderShownToday(userId, now)) return;
    markReminderShown(userId, now);
    void open({ name: STUDENT_VERIFICATION_REMINDER_MODAL, args });
    // Once per status answer; the stored day keeps it to once a day across pages and reloads.
  }, [Boolean(args), userId, now, dto?.status, dto?.expiresAt]);

  return null;
}
