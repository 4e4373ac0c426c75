import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@/styles/globals.css';
import { designTokensCss } from '@/lib/design-tokens-css';
import { rootMetadata } from '@/lib/metadata';
import { themeScript } from '@/lib/theme';
import { SiteHeader } from '@/components/layout/header/site-header';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { InfoPanelRoot, ModalRoot, SnackbarRoot } from '@/components/ui';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#101216' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <style dangerouslySetInnerHTML={{ __html: designTokensCss() }} />
      </head>
      <body>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
        <ModalRoot />
        <SnackbarRoot />
        <InfoPanelRoot />
      </body>
    </html>
  );
}
