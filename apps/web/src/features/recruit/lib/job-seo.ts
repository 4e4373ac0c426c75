import type { JobDetail, JobEmploymentType } from '@spi/core';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { jobPath } from './job-path';

/** schema.org employmentType of each of ours. */
export const JOB_POSTING_EMPLOYMENT_TYPES: Record<JobEmploymentType, string> = {
  FULL_TIME: 'FULL_TIME', CONTRACT: 'CONTRACTOR', INTERN: 'INTERN', PART_TIME: 'PART_TIME',
};

export function jobMetadata(job: JobDetail): Metadata {
  const sample = job.isSample ? ' (샘플 공고)' : '';
  const status = job.closed ? '마감된 공고' : job.deadline ? `${job.deadline.replaceAll('-', '.')} 마감` : '상시 채용';
  return pageMetadata({
    path: jobPath(job.id),
    title: `${job.title} · ${job.company} 채용`,
    description: `${job.company} ${job.roleFamilyLabel} 채용${sample}: ${job.experienceLabel}, ${job.employmentTypeLabel}, ${job.locationLabel}, 연봉 ${job.salaryLabel}. ${status}.`,
  });
}

/** The end of the deadline day in Seoul, as schema.org's validThrough. */
const endOfSeoulDay = (day: string) => `${day}T23:59:59+09:00`;

/** schema.org JobPosting (Google's job search): the sections as the description, salary only when the posting gives one. */
export function jobPostingJsonLd(job: JobDetail, siteUrl: string) {
  const description = [
    ['주요 업무', job.description], ['자격 요건', job.requirements], ['우대 사항', job.preferred], ['복리후생', job.benefits],
  ].filter(([, text]) => text!.trim() !== '').map(([title, text]) => `<h3>${escapeHtml(title!)}</h3><p>${escapeHtml(text!).replace(/\n/g, '<br>')}</p>`).join('');
  const min = job.salaryMinManwon;
  const max = job.salaryMaxManwon;
  const baseSalary = min === null && max === null ? undefined : {
    '@type': 'MonetaryAmount',
    currency: 'KRW',
    value: {
      '@type': 'QuantitativeValue',
      unitText: 'YEAR',
      ...(min !== null && max !== null && min !== max ? { minValue: min * 10_000, maxValue: max * 10_000 } : { value: (min ?? max)! * 10_000 }),
    },
  };
  const remote = job.location === 'REMOTE';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: description || escapeHtml(job.title),
    datePosted: job.publishedAt ?? job.updatedAt,
    ...(job.deadline ? { validThrough: endOfSeoulDay(job.deadline) } : {}),
    employmentType: JOB_POSTING_EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: job.company, ...(job.companyDescription ? { description: job.companyDescription } : {}) },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'KR' } }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: job.locationLabel, ...(job.locationDetail ? { addressLocality: job.locationDetail } : {}), addressCountry: 'KR' } } }),
    ...(baseSalary ? { baseSalary } : {}),
    url: `${siteUrl}${jobPath(job.id)}`,
    identifier: { '@type': 'PropertyValue', name: 'SPI', value: String(job.id) },
    directApply: false,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
