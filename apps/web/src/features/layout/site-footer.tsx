import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SITE } from '../../lib/site';
import { LogoMark } from '../../components/icons/icons';
import { FOOTER_POLICY_LINKS, FOOTER_QUICK_LINKS, SOCIAL_LINKS } from './nav-items';
import styles from './site-footer.module.css';

/** The dialog's code loads when it is first asked for: most visitors never open it. */
const CookiePreferences = lazy(() =>
  import('./cookie-preferences').then((module) => ({ default: module.CookiePreferences })),
);

/** SPEC §2 footer: quick links, policies (with the cookie preferences), social links and the copyright line. */
export function SiteFooter() {
  // Kept mounted once opened, so closing it hands focus back as the dialog does (Modal).
  const [cookies, setCookies] = useState<'never opened' | 'open' | 'closed'>('never opened');
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand}>
            <LogoMark />
            <span>{SITE.name}</span>
          </Link>
          <p>
            Independent research and advisory on coffee, cocoa, sugar, cotton and orange juice markets since{' '}
            {SITE.founded}.
          </p>
        </div>
        <FooterGroup title="Quick links" links={FOOTER_QUICK_LINKS} />
        <FooterGroup title="Policies" links={FOOTER_POLICY_LINKS}>
          {/* Prerendered like the rest of the footer: until the app starts, a click on it simply does nothing. */}
          <button type="button" className={styles.linkButton} onClick={() => setCookies('open')}>
            Cookie preferences
          </button>
        </FooterGroup>
        <FooterGroup title="Follow us" links={SOCIAL_LINKS} external />
      </div>
      <p className={styles.copyright}>
        © {SITE.copyrightYear} {SITE.name}. All rights reserved.
      </p>
      {cookies === 'never opened' ? null : (
        <Suspense fallback={null}>
          <CookiePreferences open={cookies === 'open'} onClose={() => setCookies('closed')} />
        </Suspense>
      )}
    </footer>
  );
}

function FooterGroup({
  title,
  links,
  external = false,
  children,
}: {
  title: string;
  links: readonly { label: string; href: string }[];
  external?: boolean;
  /** A last item that is not a link. */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={title} className={styles.group}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
              {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
        {children ? <li>{children}</li> : null}
      </ul>
    </nav>
  );
}
