import type { Metadata } from 'next';
import { SITE } from '@spi/core';
import { SITE_URL } from './site-config';

export interface PageMetaInput {
  /** Path of the page, e.g. '/article'; becomes the canonical URL. */
  path: string;
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
}

/** Canonical URL plus Open Graph and Twitter metadata for one path. */
export function pageMetadata({ path, title, description = SITE.description, image = '/opengraph-image', type = 'website' }: PageMetaInput): Metadata {
  const fullTitle = title ? `${title} | ${SITE.name}` : SITE.fullName;
  return {
    title: title ?? SITE.fullName,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      url: path,
      siteName: SITE.name,
      title: fullTitle,
      description,
      locale: SITE.locale,
      images: [{ url: image, width: 1200, height: 630, alt: fullTitle }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}

export const rootMetadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: SITE.fullName, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  ...pageMetadata({ path: '/' }),
};
