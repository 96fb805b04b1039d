// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { countUnseenCoupons, markCouponsSeen, readLastSeenCouponCount } from './unseen-coupons';

describe('unseen coupons', () => {
  beforeEach(() => localStorage.clear());

  it('counts coupons unseen only when the count exceeds the last-seen count', () => {
    expect(countUnseenCoupons(3, 1)).toBe(2);
    expect(countUnseenCoupons(3, 3)).toBe(0);
    expect(countUnseenCoupons(1, 4)).toBe(0);
    expect(countUnseenCoupons(undefined, 0)).toBe(0);
  });

  it('stores the count as seen in lastSeenCouponCount', () => {
    expect(readLastSeenCouponCount()).toBe(0);
    markCouponsSeen(5);
    expect(localStorage.getItem('lastSeenCouponCount')).toBe('5');
    expect(readLastSeenCouponCount()).toBe(5);
  });

  it("is the person's own: a count another person left on this device is not theirs (issue 17)", () => {
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Asha' }));
    markCouponsSeen(5);
    expect(localStorage.getItem('lastSeenCouponOwner')).toBe('7');
    expect(readLastSeenCouponCount()).toBe(5);
    localStorage.setItem('user', JSON.stringify({ id: 8, name: 'Ben' }));
    expect(readLastSeenCouponCount()).toBe(0);
  });
});
