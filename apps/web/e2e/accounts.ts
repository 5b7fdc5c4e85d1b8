/** The demo accounts a first start seeds (README: demo accounts). */
export const DEMO_CLIENT = {
  email: 'client@softline.example',
  password: 'Client#2025demo',
  name: 'Dana Whitfield',
};
export const ADMIN = { email: 'admin@softline.example', password: 'Admin#2025demo' };
/** The demo's back-office staff in the other roles. */
export const EDITOR = { email: 'editor@softline.example', password: 'Editor#2025demo' };
export const FINANCE = { email: 'finance@softline.example', password: 'Finance#2025demo' };
export const ANALYST = { email: 'analyst@softline.example', password: 'Analyst#2025demo' };

export const SESSION_COOKIE_NAMES = ['accessToken', 'refreshToken', 'email', 'userName', 'id', 'userType'];
