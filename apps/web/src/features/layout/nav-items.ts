/** SPEC §2 header links, in order. */
export const HEADER_LINKS = [
  { label: 'ABOUT', href: '/about/who-we-are' },
  { label: 'SERVICES', href: '/services/reports' },
  { label: 'REPORTS', href: '/reports' },
  { label: 'COURSES', href: '/courses' },
  { label: 'CONTACT', href: '/contact' },
] as const;

/** SPEC §2 footer groups. */
export const FOOTER_QUICK_LINKS = [
  { label: 'Client portal login', href: '/login' },
  { label: 'Get in touch', href: '/contact' },
  { label: 'Reports', href: '/reports' },
  { label: 'Travel map', href: '/about/travel-map' },
] as const;

/** /privacy-policy holds the Terms and Conditions, then the privacy policy; each link opens its part. */
export const FOOTER_POLICY_LINKS = [
  { label: 'Terms and conditions', href: '/privacy-policy' },
  { label: 'Terms of use', href: '/privacy-policy#use' },
  { label: 'Privacy policy', href: '/privacy-policy#privacy' },
] as const;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
