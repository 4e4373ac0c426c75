import { describe, expect, it } from 'vitest';
import { isSchoolEmail, needsStudentReminder, STUDENT_REMINDER_DAYS, studentDaysLeft } from './rules';

const DAY = 86_400_000;
const now = Date.parse('2026-11-26T00:00:00Z');

describe('student rules', () => {
  it('accepts ac.kr addresses and configured school domains', () => {
    expect(isSchoolEmail('minjun@snu.ac.kr')).toBe(true);
    expect(isSchoolEmail('minjun@mail.korea.ac.kr')).toBe(true);
    expect(isSchoolEmail('minjun@gmail.com')).toBe(false);
    expect(isSchoolEmail('minjun@fakeac.kr')).toBe(false);
    expect(isSchoolEmail('minjun@kaist.edu')).toBe(false);
    expect(isSchoolEmail('minjun@kaist.edu', ['kaist.edu'])).toBe(true);
    expect(isSchoolEmail('minjun@ee.kaist.edu', ['.KAIST.EDU'])).toBe(true);
    expect(isSchoolEmail('not-an-address')).toBe(false);
  });
  it('reminds LIGHT_STUDENT members near or after the end of their verification', () => {
    const soon = new Date(now + (STUDENT_REMINDER_DAYS - 1) * DAY).toISOString();
    const later = new Date(now + (STUDENT_REMINDER_DAYS + 5) * DAY).toISOString();
    expect(needsStudentReminder({ tierCode: 'LIGHT_STUDENT', status: 'VERIFIED', expiresAt: soon }, now)).toBe(true);
    expect(needsStudentReminder({ tierCode: 'LIGHT_STUDENT', status: 'VERIFIED', expiresAt: later }, now)).toBe(false);
    expect(needsStudentReminder({ tierCode: 'LIGHT_STUDENT', status: 'EXPIRED', expiresAt: null }, now)).toBe(true);
    expect(needsStudentReminder({ tierCode: 'LIGHT', status: 'EXPIRED', expiresAt: null }, now)).toBe(false);
    expect(needsStudentReminder({ tierCode: null, status: 'NONE', expiresAt: null }, now)).toBe(false);
  });
  it('counts whole days left', () => {
    expect(studentDaysLeft(new Date(now + 3.5 * DAY).toISOString(), now)).toBe(3);
    expect(studentDaysLeft(new Date(now - DAY / 2).toISOString(), now)).toBe(-1);
  });
});
