import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import '@/styles/globals.css';
import { designTokensCss } from '@/lib/design-tokens-css';
import { rootMetadata } from '@/lib/metadata';
import { themeScript } from '@/lib/theme';
import { SiteHeader } from '@/components/layout/header/site-header';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { InfoPanelRoot, ModalRoot, SnackbarRoot } from '@/components/ui';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { AccessDeniedAlert } from '@/features/auth/components/access-denied-alert';
import { ACCESS_DENIED_PARAM } from '@/lib/server/access-flag';
import { SophiMount } from '@/features/sophi/components/sophi-mount';
import { ObservabilityMount } from '@/lib/observability/observability-mount';
import { HANGUL_FONT_STYLESHEET, pretendardLatin } from '@/lib/fonts';
import { HydratedSignal } from '@/components/layout/hydrated-signal';

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
    <html lang="ko" className={pretendardLatin.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <style dangerouslySetInnerHTML={{ __html: designTokensCss() }} />
        {/* Pretendard's Hangul slices, for wide screens only (ADR 026): a phone's first paint never waits for it. */}
        <link rel="stylesheet" href={HANGUL_FONT_STYLESHEET} media="(min-width: 768px)" />
      </head>
      <body>
        {/* The session starts on the client: the layout reads no cookies, so public pages stay static. No Query
            provider here: features use lib/query's hooks, bound to the page's one client (ADR 030). */}
        <SessionProvider>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
          <ModalRoot />
          <SnackbarRoot />
          <InfoPanelRoot />
          <SophiMount />
          <ObservabilityMount />
          <Suspense fallback={null}>
            <AccessDeniedAlert param={ACCESS_DENIED_PARAM} />
          </Suspense>
          <HydratedSignal />
        </SessionProvider>
      </body>
    </html>
  );
}
