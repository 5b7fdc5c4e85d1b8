/** The accounts every test database starts with (the same seed as a first start, with these credentials). */
export const TEST_ACCOUNTS = {
  admin: { email: 'admin@softline.test', password: 'Admin#test-2025' },
  demoClient: { email: 'client@softline.test', password: 'Client#test-2025' },
} as const;
