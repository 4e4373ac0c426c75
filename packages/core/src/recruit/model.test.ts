import { describe, expect, it } from 'vitest';
import { jobInputSchema, jobListQuerySchema } from '../contracts/recruit';
import { formatExperience, formatSalary, isJobClosed, jobDaysLeft, jobDeadlineBadge, jobMatchesExperience, msUntilSeoulMidnight } from './model';

/** 2026-11-26 23:30 in Seoul. */
const LATE = new Date('2026-11-26T14:30:00Z');

describe('recruit model', () => {
  it('closes a posting at the end of its deadline day in Seoul', () => {
    expect(isJobClosed('2026-11-26', LATE)).toBe(false);
    expect(isJobClosed('2026-11-26', new Date('2026-11-26T15:00:00Z'))).toBe(true);
    expect(isJobClosed(null, LATE)).toBe(false);
    expect(jobDaysLeft('2026-11-26', LATE)).toBe(0);
    expect(jobDaysLeft('2026-11-29', LATE)).toBe(3);
    expect(jobDaysLeft('2026-11-25', LATE)).toBeNull();
  });

  it('gives the card badge: D-n, 오늘 마감, 상시 채용, 마감', () => {
    expect(jobDeadlineBadge('2026-11-29', LATE)).toBe('D-3');
    expect(jobDeadlineBadge('2026-11-26', LATE)).toBe('오늘 마감');
    expect(jobDeadlineBadge(null, LATE)).toBe('상시 채용');
    expect(jobDeadlineBadge('2026-11-25', LATE)).toBe('마감');
  });

  it('matches experience buckets by overlap, an open upper bound reaching every senior bucket', () => {
    expect(jobMatchesExperience(0, 0, 'NEW')).toBe(true);
    expect(jobMatchesExperience(0, 0, 'JUNIOR')).toBe(false);
    expect(jobMatchesExperience(3, 7, 'JUNIOR')).toBe(true);
    expect(jobMatchesExperience(3, 7, 'MID')).toBe(true);
    expect(jobMatchesExperience(3, 7, 'SENIOR')).toBe(false);
    expect(jobMatchesExperience(3, 7, 'NEW')).toBe(false);
    expect(jobMatchesExperience(0, null, 'SENIOR')).toBe(true);
    expect(jobMatchesExperience(8, null, 'MID')).toBe(false);
  });

  it('formats experience and salary', () => {
    expect(formatExperience(0, 0)).toBe('신입');
    expect(formatExperience(0, null)).toBe('신입·경력');
    expect(formatExperience(0, 3)).toBe('신입·경력 3년 이하');
    expect(formatExperience(5, null)).toBe('경력 5년 이상');
    expect(formatExperience(3, 7)).toBe('경력 3~7년');
    expect(formatExperience(2, 2)).toBe('경력 2년');
    expect(formatSalary(null, null)).toBe('회사 내규에 따름');
    expect(formatSalary(5000, 7000)).toBe('5,000만~7,000만 원');
    expect(formatSalary(6000, null)).toBe('6,000만 원 이상');
    expect(formatSalary(null, 4000)).toBe('4,000만 원 이하');
    expect(formatSalary(5000, 5000)).toBe('5,000만 원');
  });

  it('counts the time to the next midnight in Seoul', () => {
    expect(msUntilSeoulMidnight(LATE)).toBe(30 * 60_000);
    expect(msUntilSeoulMidnight(new Date('2026-11-26T15:00:00Z'))).toBe(86_400_000);
  });
});

describe('recruit contract', () => {
  it('parses the list query (the /recruit URL state) with defaults', () => {
    expect(jobListQuerySchema.parse({})).toEqual({ q: undefined, roleFamily: [], location: [], employmentType: [], experience: [], status: 'open', sort: 'latest', page: 1, size: 20 });
    expect(jobListQuerySchema.parse({ roleFamily: 'RESEARCH,LEASING,RESEARCH', experience: 'NEW', status: 'all', sort: 'deadline', page: '2', size: '50' }))
      .toMatchObject({ roleFamily: ['RESEARCH', 'LEASING'], experience: ['NEW'], status: 'all', sort: 'deadline', page: 2, size: 50 });
    expect(jobListQuerySchema.safeParse({ status: 'expired' }).success).toBe(false);
  });

  it('checks an editor input across fields', () => {
    const valid = {
      company: '회사', title: '제목', roleFamily: 'RESEARCH', location: 'SEOUL', experienceMin: 0, experienceMax: null, employmentType: 'FULL_TIME',
      salaryMinManwon: null, salaryMaxManwon: null, deadline: null, description: '업무', applyMethod: 'EMAIL', applyEmail: 'hr@example.co.kr', status: 'DRAFT',
    };
    expect(jobInputSchema.parse(valid)).toMatchObject({ tags: [], isSample: false, applyUrl: '', requirements: '' });
    const issues = (patch: object) => jobInputSchema.safeParse({ ...valid, ...patch }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ applyMethod: 'LINK', applyUrl: 'https://user:pw@example.com' })).toEqual(['applyUrl: 지원 링크는 https://로 시작하는 주소여야 합니다.']);
    expect(issues({ applyMethod: 'LINK', applyUrl: 'https://careers.example.com/a b' })).toHaveLength(1);
    expect(issues({ applyMethod: 'LINK', applyUrl: 'https://careers.example.com/jobs?id=1' })).toEqual([]);
    expect(issues({ applyEmail: 'hr@@example.com' })).toEqual(['applyEmail: 올바른 이메일 주소를 입력해 주세요.']);
    expect(issues({ experienceMin: 3, experienceMax: 1, salaryMinManwon: 2, salaryMaxManwon: 1 })).toEqual([
      'experienceMax: 최대 경력은 최소 경력 이상이어야 합니다.', 'salaryMaxManwon: 최대 연봉은 최소 연봉 이상이어야 합니다.',
    ]);
    // Reported together with the other fields' issues, so the form shows everything at once.
    expect(issues({ company: '', experienceMin: 3, experienceMax: 1, applyMethod: 'LINK', applyUrl: 'http://x.example.com' })).toEqual([
      'company: 회사명을(를) 입력해 주세요.', 'experienceMax: 최대 경력은 최소 경력 이상이어야 합니다.', 'applyUrl: 지원 링크는 https://로 시작하는 주소여야 합니다.',
    ]);
    expect(issues({ experienceMin: 'x', salaryMinManwon: 'y', salaryMaxManwon: 1, applyMethod: 'EMAIL', applyEmail: 5 }).map((i) => i.split(':')[0]))
      .toEqual(['experienceMin', 'salaryMinManwon', 'applyEmail']);
    expect(jobInputSchema.safeParse([]).success).toBe(false);
    expect(jobInputSchema.safeParse(null).success).toBe(false);
    expect(issues({ deadline: '2026-13-01' })).toEqual(['deadline: 마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.']);
  });
});
