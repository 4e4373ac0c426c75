import { DEFAULT_COMPANY_INFO, type CompanyInfo } from '@spi/core';

/** Public site origin for canonical URLs and Open Graph (SPI_SITE_URL), default the local server. */
export const SITE_URL = (process.env.SPI_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/**
 * Company info and external links. Each can be overridden by an environment variable
 * (SPI_COMPANY_NAME, SPI_CITYFORUM_URL, ...) read on the server at render time.
 */
export function companyInfo(): CompanyInfo {
  const env = (key: string, fallback: string) => process.env[key]?.trim() || fallback;
  const d = DEFAULT_COMPANY_INFO;
  return {
    name: env('SPI_COMPANY_NAME', d.name),
    ceo: env('SPI_COMPANY_CEO', d.ceo),
    registrationNumber: env('SPI_COMPANY_REGISTRATION', d.registrationNumber),
    mailOrderNumber: env('SPI_COMPANY_MAIL_ORDER', d.mailOrderNumber),
    address: env('SPI_COMPANY_ADDRESS', d.address),
    email: env('SPI_COMPANY_EMAIL', d.email),
    aboutUrl: env('SPI_ABOUT_URL', d.aboutUrl),
    careersUrl: env('SPI_CAREERS_URL', d.careersUrl),
    blogUrl: env('SPI_BLOG_URL', d.blogUrl),
    youtubeUrl: env('SPI_YOUTUBE_URL', d.youtubeUrl),
    linkedinUrl: env('SPI_LINKEDIN_URL', d.linkedinUrl),
    cityforumUrl: env('SPI_CITYFORUM_URL', d.cityforumUrl),
  };
}
