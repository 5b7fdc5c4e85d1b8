import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_LABELS, subscribeState, upgradeTiers } from './subscribe-state';

describe('SPEC §4 subscribe button', () => {
  it('reads SUBSCRIBED when the type is in report_access', () => {
    expect(subscribeState(3, [1, 3], [])).toBe('subscribed');
    expect(SUBSCRIBE_LABELS[subscribeState(3, [1, 3], [])]).toBe('SUBSCRIBED');
  });

  it('reads IN CART when the type is in the cart', () => {
    expect(SUBSCRIBE_LABELS[subscribeState(4, [1, 3], [4])]).toBe('IN CART');
  });

  it('reads SUBSCRIBE NOW otherwise, and with an empty cart', () => {
    expect(SUBSCRIBE_LABELS[subscribeState(5, [1, 3], [4])]).toBe('SUBSCRIBE NOW');
    expect(subscribeState(5, [], [])).toBe('subscribe');
  });

  it('says SUBSCRIBED when the type is both subscribed and in the cart', () => {
    expect(subscribeState(3, [3], [3])).toBe('subscribed');
  });
});

describe('issue 15: a type the organisation runs without a seat for the user', () => {
  it('asks the administrator for a seat instead of SUBSCRIBE NOW', () => {
    expect(subscribeState(4, [1], [], [1, 4])).toBe('ask-for-seat');
    expect(SUBSCRIBE_LABELS['ask-for-seat']).toBe('Ask your administrator for a seat');
  });

  it('asks for a seat even when the type is in the cart, and says SUBSCRIBED with a seat', () => {
    expect(subscribeState(4, [], [4], [4])).toBe('ask-for-seat');
    expect(subscribeState(4, [4], [], [4])).toBe('subscribed');
  });
});

describe('issues 15, 17: a type the organisation runs at a tier below a larger one it is sold at', () => {
  const SINGLE = 'subscription_price_for_single_user';
  const UP_TO_3 = 'subscription_price_for_upto_3_user';
  const ENTERPRISE = 'subscription_price_for_enterprise';
  const soldAtAll = () => true;

  it('offers only the larger tiers the type is sold at', () => {
    expect(upgradeTiers(SINGLE, soldAtAll)).toEqual([UP_TO_3, ENTERPRISE]);
    expect(upgradeTiers(UP_TO_3, soldAtAll)).toEqual([ENTERPRISE]);
    expect(upgradeTiers(ENTERPRISE, soldAtAll)).toEqual([]);
    expect(upgradeTiers(SINGLE, (tier) => tier !== ENTERPRISE)).toEqual([UP_TO_3]);
    expect(upgradeTiers(undefined, soldAtAll)).toEqual([]);
  });

  it('reads UPGRADE for a seated user and for one without a seat, a cart line of the type notwithstanding', () => {
    expect(subscribeState(4, [4], [], [4], [ENTERPRISE])).toBe('upgrade');
    expect(SUBSCRIBE_LABELS.upgrade).toBe('UPGRADE');
    expect(subscribeState(4, [], [], [4], [ENTERPRISE])).toBe('upgrade');
    expect(subscribeState(4, [4], [4], [4], [ENTERPRISE])).toBe('upgrade');
    expect(subscribeState(4, [], [4], [4], [ENTERPRISE])).toBe('upgrade');
  });

  it('says SUBSCRIBED or asks for a seat when no upgrade is offered (none larger, or not an owner or admin)', () => {
    expect(subscribeState(4, [4], [], [4], [])).toBe('subscribed');
    expect(subscribeState(4, [], [], [4], [])).toBe('ask-for-seat');
    expect(subscribeState(4, [4], [4], [4], [])).toBe('subscribed');
    expect(subscribeState(4, [], [4], [4], [])).toBe('ask-for-seat');
  });

  it('sells a type the organisation does not run as before', () => {
    expect(subscribeState(5, [4], [], [4], [ENTERPRISE])).toBe('subscribe');
  });
});
