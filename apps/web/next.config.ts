import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS } from './src/lib/security-headers';

const apiOrigin = process.env.SPI_API_ORIGIN ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Cached pages say `s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>`: a CDN may
  // serve a stale page for at most a day while it fetches a fresh one (tag expiry reaches our processes only).
  expireTime: 86_400,
  transpilePackages: ['@spi/core'],
  experimental: {
    // Turbopack's default ('loose') CSS chunker put the CSS modules of many routes (the CMS editor, billing,
    // cityfolio cards, the account shell ...) in one 117 kB chunk that every page loaded before its first paint.
    // The graph chunker gives each page the CSS of its own modules: 이용약관 21.6 -> 8.8 kB gzip, an article
    // 27.2 -> 17.7 kB (docs/performance.md, ADR 029).
    cssChunking: 'graph',
  },
  async rewrites() {
    return {
      // /article?id=N (the public, canonical address of the spec) is served by the cached page
      // app/article/[articleId]: rendered once per change, not once per request.
      beforeFiles: [{ source: '/article', has: [{ type: 'query', key: 'id', value: '(?<id>[1-9]\\d{0,8})' }], destination: '/article/:id' }],
      // The browser only talks to port 3000; /api/* (HTTP and the Sophi websocket upgrade) is proxied to the API.
      afterFiles: [{ source: '/api/:path*', destination: `${apiOrigin}/api/:path*` }],
      fallback: [],
    };
  },
  // Headers that depend on nothing go on every response (files and 404s too). The CSP and HSTS depend on
  // the environment at start and on the request, so src/proxy.ts adds them to pages (ADR 023): headers()
  // here is compiled into the build's routes manifest.
  async headers() {
    // Not on /api/*: the API sends its own (plugins/external/security-headers.ts), and a doubled X-Frame-Options is invalid.
    return [
      { source: '/((?!api/).*)', headers: STATIC_SECURITY_HEADERS.map(([key, value]) => ({ key, value })) },
      // Pretendard's Hangul slices live under a versioned path (scripts/publish-hangul-fonts.mjs, ADR 026).
      { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
  // The cached route's own address is not a second URL of the article: it leads to the canonical one.
  async redirects() {
    return [{ source: '/article/:id(\\d{1,9})', destination: '/article?id=:id', permanent: true }];
  },
};

export default nextConfig;
