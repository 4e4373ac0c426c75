import {
  formatExperience, formatSalary, isJobClosed, JOB_APPLY_METHOD_LABELS, JOB_EMPLOYMENT_TYPE_LABELS, JOB_LOCATION_LABELS, JOB_ROLE_FAMILY_LABELS,
  JOB_STATUS_LABELS, jobDaysLeft, jobDeadlineBadge, type AdminJob, type AdminJobListItem, type JobApply, type JobDetail, type JobListItem,
} from '@spi/core';
import type { JobRow } from '../../loaders/recruit/load-jobs';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A list card: labels, the deadline as of `now` (closed, D-n) and the raw values the web sorts and formats with. */
export function presentJobListItem(row: JobRow, now: Date): JobListItem {
  return {
    id: row.id,
    company: row.company,
    title: row.title,
    roleFamily: row.roleFamily,
    roleFamilyLabel: JOB_ROLE_FAMILY_LABELS[row.roleFamily],
    location: row.location,
    locationLabel: JOB_LOCATION_LABELS[row.location],
    locationDetail: row.locationDetail,
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    experienceLabel: formatExperience(row.experienceMin, row.experienceMax),
    employmentType: row.employmentType,
    employmentTypeLabel: JOB_EMPLOYMENT_TYPE_LABELS[row.employmentType],
    salaryMinManwon: row.salaryMinManwon,
    salaryMaxManwon: row.salaryMaxManwon,
    salaryLabel: formatSalary(row.salaryMinManwon, row.salaryMaxManwon),
    deadline: row.deadline,
    daysLeft: jobDaysLeft(row.deadline, now),
    deadlineLabel: jobDeadlineBadge(row.deadline, now),
    closed: isJobClosed(row.deadline, now),
    publishedAt: iso(row.publishedAt),
    tags: row.tags,
    isSample: row.isSample,
  };
}

function presentApply(row: JobRow): JobApply {
  return row.applyMethod === 'LINK'
    ? { method: 'LINK', label: JOB_APPLY_METHOD_LABELS.LINK, url: row.applyUrl }
    : { method: 'EMAIL', label: JOB_APPLY_METHOD_LABELS.EMAIL, email: row.applyEmail };
}

export function presentJobDetail(row: JobRow, now: Date): JobDetail {
  return {
    ...presentJobListItem(row, now),
    companyDescription: row.companyDescription,
    description: row.description,
    requirements: row.requirements,
    preferred: row.preferred,
    benefits: row.benefits,
    apply: presentApply(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminJobListItem(row: JobRow, now: Date): AdminJobListItem {
  return {
    id: row.id,
    company: row.company,
    title: row.title,
    roleFamilyLabel: JOB_ROLE_FAMILY_LABELS[row.roleFamily],
    status: row.status,
    statusLabel: JOB_STATUS_LABELS[row.status],
    deadline: row.deadline,
    deadlineLabel: jobDeadlineBadge(row.deadline, now),
    closed: isJobClosed(row.deadline, now),
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    isSample: row.isSample,
  };
}

export function presentAdminJob(row: JobRow, now: Date): AdminJob {
  return {
    id: row.id,
    company: row.company,
    companyDescription: row.companyDescription,
    title: row.title,
    roleFamily: row.roleFamily,
    location: row.location,
    locationDetail: row.locationDetail,
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    employmentType: row.employmentType,
    salaryMinManwon: row.salaryMinManwon,
    salaryMaxManwon: row.salaryMaxManwon,
    deadline: row.deadline,
    description: row.description,
    requirements: row.requirements,
    preferred: row.preferred,
    benefits: row.benefits,
    applyMethod: row.applyMethod,
    applyUrl: row.applyUrl,
    applyEmail: row.applyEmail,
    status: row.status,
    tags: row.tags,
    isSample: row.isSample,
    closed: isJobClosed(row.deadline, now),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
