import { describe, expect, it } from 'vitest';
import { landingRouteFor } from './user-type.js';

describe('SPEC §4 landing route after sign-in by user_type', () => {
  it.each([
    ['admin', '/admin-dashboard'],
    ['client', '/client'],
    ['staff', '/'],
    ['', '/'],
    ['Admin', '/'],
  ])('user_type %j lands on %s', (userType, route) => {
    expect(landingRouteFor(userType)).toBe(route);
  });
});
