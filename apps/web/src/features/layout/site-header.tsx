import { buttonClassName } from '@firm/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { clearResultFlags } from '../../lib/result-flags';
import { useSession } from '../../data/session';
import { SITE } from '../../lib/site';
import { LogoMark, MenuIcon, SearchIcon } from '../../components/icons/icons';
import { HEADER_LINKS } from './nav-items';
import { SiteCartLink } from './site-cart-link';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

const MENU_ID = 'site-nav-links';

/**
 * SPEC §2 header: logo, the five section links, cart with its item count, EN, search, and CLIENT LOGIN or the
 * signed-in greeting. Below the desktop width the section links fold into a menu that a button toggles.
 *
 * That menu is a native popover: the browser opens and closes it (Escape and a press outside included) from the
 * prerendered HTML on, before the app's script has even loaded. The app only mirrors its state for aria-expanded.
 */
export function SiteHeader() {
  const { signedIn, userName } = useSession();
  const menu = useRef<HTMLUListElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };

  // A menu opened on the prerendered page before the app started stays open: the app adopts its state.
  useEffect(() => {
    setMenuOpen(menu.current?.matches(':popover-open') ?? false);
  }, []);
  // The page shown, not the one loading: `location` changes before the next route's beforeLoad guard runs.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });

  // SPEC §3: every header load clears the result-page flags. The header stays mounted across the public pages, so
  // "load" is every page it is shown on; a result page's guard has already read its flag in beforeLoad by then.
  useEffect(() => clearResultFlags(), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <LogoMark />
          <span>{SITE.name}</span>
        </Link>

        <nav aria-label="Main" className={styles.nav}>
          <ul
            ref={menu}
            id={MENU_ID}
            // On wide screens the CSS shows the list inline, whatever its popover state.
            popover="auto"
            className={styles.links}
            onToggle={(event) => setMenuOpen(event.newState === 'open')}
          >
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link} onClick={closeMenu}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SiteCartLink />
          <span className={styles.language} title="Language: English">
            EN
          </span>
          {/* The archive search: a client's in the client area, a visitor's on the public site (SPEC §6). */}
          <a
            href={signedIn ? '/client/report-archives' : '/report-archives'}
            className={styles.iconLink}
            aria-label="Search the report archives"
          >
            <SearchIcon />
          </a>
          {signedIn ? (
            <UserMenu userName={userName ?? 'Client'} />
          ) : (
            <Link to="/login" className={`${buttonClassName('primary')} ${styles.login}`}>
              CLIENT LOGIN
            </Link>
          )}
          <button
            type="button"
            className={styles.menuToggle}
            popoverTarget={MENU_ID}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
          >
            <MenuIcon open={menuOpen} />
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}
