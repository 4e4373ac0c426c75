import {
  jobInputSchema, type AdminJob, type JobApplyMethod, type JobEmploymentType, type JobInput, type JobLocation, type JobRoleFamily, type JobStatus,
} from '@spi/core';
import { issuesToErrors, numberToText, parseNumberText, type FormErrors } from '../market/units';

/**
 * The job editor's state: every input as typed (years and 만원 as text), converted to the contract's
 * numbers only when the form is checked and sent. Keys match jobInputSchema's so the schema's and the
 * API's issue paths land on the right field.
 */
export interface JobDraft {
  company: string;
  companyDescription: string;
  title: string;
  roleFamily: JobRoleFamily | '';
  location: JobLocation | '';
  locationDetail: string;
  experienceMin: string;
  /** '' = 상한 없음. */
  experienceMax: string;
  employmentType: JobEmploymentType | '';
  salaryMinManwon: string;
  salaryMaxManwon: string;
  /** '' = 상시 채용. */
  deadline: string;
  description: string;
  requirements: string;
  preferred: string;
  benefits: string;
  applyMethod: JobApplyMethod;
  applyUrl: string;
  applyEmail: string;
  status: JobStatus;
  tags: string[];
  isSample: boolean;
}

export const emptyJobDraft = (): JobDraft => ({
  company: '', companyDescription: '', title: '', roleFamily: '', location: '', locationDetail: '', experienceMin: '0', experienceMax: '',
  employmentType: 'FULL_TIME', salaryMinManwon: '', salaryMaxManwon: '', deadline: '', description: '', requirements: '', preferred: '', benefits: '',
  applyMethod: 'LINK', applyUrl: '', applyEmail: '', status: 'DRAFT', tags: [], isSample: false,
});

export function jobToDraft(job: AdminJob): JobDraft {
  return {
    company: job.company,
    companyDescription: job.companyDescription,
    title: job.title,
    roleFamily: job.roleFamily,
    location: job.location,
    locationDetail: job.locationDetail,
    experienceMin: numberToText(job.experienceMin),
    experienceMax: numberToText(job.experienceMax),
    employmentType: job.employmentType,
    salaryMinManwon: numberToText(job.salaryMinManwon),
    salaryMaxManwon: numberToText(job.salaryMaxManwon),
    deadline: job.deadline ?? '',
    description: job.description,
    requirements: job.requirements,
    preferred: job.preferred,
    benefits: job.benefits,
    applyMethod: job.applyMethod,
    applyUrl: job.applyUrl,
    applyEmail: job.applyEmail,
    status: job.status,
    tags: [...job.tags],
    isSample: job.isSample,
  };
}

/** '' stays '' so the schema's enum answers '…을(를) 선택해 주세요'. */
const code = <T extends string>(value: T | ''): T => value as T;
/** An optional number: blank is null; text that is not a number is NaN so the schema says '숫자를 입력해 주세요'. */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : parseNumberText(text) ?? Number.NaN);

/** The draft in the contract's shape (not yet checked). */
export function draftToJobCandidate(draft: JobDraft): Record<keyof JobInput, unknown> {
  const min = optionalNumber(draft.experienceMin);
  return {
    company: draft.company,
    companyDescription: draft.companyDescription,
    title: draft.title,
    roleFamily: code(draft.roleFamily),
    location: code(draft.location),
    locationDetail: draft.locationDetail,
    // A required number: blank is NaN.
    experienceMin: min ?? Number.NaN,
    experienceMax: optionalNumber(draft.experienceMax),
    employmentType: code(draft.employmentType),
    salaryMinManwon: optionalNumber(draft.salaryMinManwon),
    salaryMaxManwon: optionalNumber(draft.salaryMaxManwon),
    deadline: draft.deadline.trim() === '' ? null : draft.deadline.trim(),
    description: draft.description,
    requirements: draft.requirements,
    preferred: draft.preferred,
    benefits: draft.benefits,
    applyMethod: draft.applyMethod,
    applyUrl: draft.applyMethod === 'LINK' ? draft.applyUrl.trim() : '',
    applyEmail: draft.applyMethod === 'EMAIL' ? draft.applyEmail.trim() : '',
    status: draft.status,
    tags: draft.tags,
    isSample: draft.isSample,
  };
}

export type JobCheck = { ok: true; input: JobInput } | { ok: false; errors: FormErrors };

/** Checks the draft with the contract's schema (the same Korean messages the API answers with). */
export function checkJobDraft(draft: JobDraft): JobCheck {
  const parsed = jobInputSchema.safeParse(draftToJobCandidate(draft));
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}
