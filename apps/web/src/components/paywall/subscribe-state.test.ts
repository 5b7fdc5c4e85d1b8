import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_LABELS, subscribeState } from './subscribe-state';

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
