import { describe, expect, it } from 'vitest';
import { canJoin, CORPORATION_FREE_SEATS, emailDomainOf, isPublicMailDomain, seatLimit, seatsLeftForInvitation } from './rules';

describe('corporation rules', () => {
  it('reads the domain of an e-mail address', () => {
    expect(emailDomainOf('Kim@Company.CO.KR')).toBe('company.co.kr');
    expect(emailDomainOf('no-at-sign')).toBeNull();
    expect(emailDomainOf('@x.com')).toBeNull();
    expect(emailDomainOf('a@')).toBeNull();
  });
  it('refuses free mail services as company domains', () => {
    expect(isPublicMailDomain('gmail.com')).toBe(true);
    expect(isPublicMailDomain('NAVER.COM')).toBe(true);
    expect(isPublicMailDomain('company.co.kr')).toBe(false);
  });
  it('limits people to the seats bought, or the free allowance before buying', () => {
    expect(seatLimit({ seatsBought: null })).toBe(CORPORATION_FREE_SEATS);
    expect(seatLimit({ seatsBought: 12 })).toBe(12);
  });
  it('counts open invitations against the seats', () => {
    expect(seatsLeftForInvitation({ seatsBought: 3, members: 2, pendingInvitations: 1 })).toBe(0);
    expect(seatsLeftForInvitation({ seatsBought: 3, members: 1, pendingInvitations: 1 })).toBe(1);
    expect(seatsLeftForInvitation({ seatsBought: 2, members: 3, pendingInvitations: 0 })).toBe(0);
  });
  it('lets one more person join only below the limit', () => {
    expect(canJoin({ seatsBought: 3, members: 2 })).toBe(true);
    expect(canJoin({ seatsBought: 3, members: 3 })).toBe(false);
    expect(canJoin({ seatsBought: null, members: CORPORATION_FREE_SEATS })).toBe(false);
  });
});
