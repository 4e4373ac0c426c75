import { describe, expect, it } from 'vitest';
import { remoteBaseUrl } from './remote-config';

describe('remoteBaseUrl', () => {
  it('is null when SPI_REMOTE_BASE_URL is missing, blank or not an http(s) address', () => {
    expect(remoteBaseUrl({})).toBeNull();
    expect(remoteBaseUrl({ SPI_REMOTE_BASE_URL: '   ' })).toBeNull();
    expect(remoteBaseUrl({ SPI_REMOTE_BASE_URL: 'javascript:alert(1)' })).toBeNull();
    expect(remoteBaseUrl({ SPI_REMOTE_BASE_URL: 'not a url' })).toBeNull();
  });

  it('gives the address without a trailing slash', () => {
    expect(remoteBaseUrl({ SPI_REMOTE_BASE_URL: 'http://remote.spi.test' })).toBe('http://remote.spi.test');
    expect(remoteBaseUrl({ SPI_REMOTE_BASE_URL: ' https://cdn.example.com/widgets/ ' })).toBe('https://cdn.example.com/widgets');
  });
});
