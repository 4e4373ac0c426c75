import type { NextConfig } from 'next';

const apiOrigin = process.env.SPI_API_ORIGIN ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@spi/core'],
  // The browser only talks to port 3000; /api/* (HTTP and the Sophi websocket upgrade) is proxied to the API.
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${apiOrigin}/api/:path*` }];
  },
};

export default nextConfig;
