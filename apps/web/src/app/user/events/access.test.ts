import { checkPageAccess, GUEST_PRINCIPAL, type Principal } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { pageAccess } from './access';

describe('/user/events page access', () => {
  it('sends a guest to sign-in and back', () => {
    expect(checkPageAccess(pageAccess, GUEST_PRINCIPAL, '/user/events?when=past')).toMatchObject({
      allowed: false, reason: 'loginRequired', redirect: '/sign-in?redirect=%2Fuser%2Fevents%3Fwhen%3Dpast',
    });
  });

  it('lets every signed-in member in, with or without a membership', () => {
    const member: Principal = { ...GUEST_PRINCIPAL, userId: 'u1', serverRoles: ['USER'] };
    expect(checkPageAccess(pageAccess, member, '/user/events')).toEqual({ allowed: true });
  });
});
