import { AppBar } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CartLink } from '../../components/cart-link/cart-link';
import { LogoMark, MenuIcon } from '../../components/icons/icons';
import { useCart } from '../../data/cart';
import { LaterStage } from '../../lib/render-stages';
import { SITE } from '../../lib/site';
import { useMediaQuery } from '../../lib/use-media-query';
import { OVERLAY_SIDEBAR_QUERY } from './client-links';
import styles from './client-shell.module.css';
import { ClientSidebar } from './client-sidebar';

const SIDEBAR_ID = 'client-sidebar';

/**
 * The frame of the client area (SPEC §2): a sidebar with the logo, the user, the six pages and LOG OUT, and a
 * banner whose menu button shows and hides it, with the cart and its count (to /checkout). On wide screens the sidebar sits beside the page and starts open;
 * on narrow ones it overlays the page, starts closed, and closes on Escape, its close button, a link or a press
 * outside it, handing focus back to the menu button.
 */
export function ClientShell({ children }: { children: ReactNode }) {
  const overlay = useMediaQuery(OVERLAY_SIDEBAR_QUERY);
  const cart = useCart();
  // One state per layout: collapsing the desktop column does not decide whether the phone overlay starts open.
  const [besideOpen, setBesideOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const open = overlay ? overlayOpen : besideOpen;
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);

  const closeOverlay = useCallback(() => {
    setOverlayOpen(false);
    menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!overlay || !overlayOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeOverlay();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (sidebar.current?.contains(target) || menuButton.current?.contains(target)) return;
      closeOverlay();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [overlay, overlayOpen, closeOverlay]);

  return (
    <div className={styles.shell} data-sidebar={open ? 'open' : 'closed'}>
      <ClientSidebar
        ref={sidebar}
        id={SIDEBAR_ID}
        open={open}
        overlay={overlay}
        onClose={closeOverlay}
        onNavigate={overlay ? closeOverlay : undefined}
      />
      {overlay && open ? <div className={styles.scrim} aria-hidden="true" /> : null}
      <div className={styles.column}>
        <AppBar
          className={styles.banner}
          brand={
            <div className={styles.bannerStart}>
              <button
                ref={menuButton}
                type="button"
                className={styles.menuButton}
                aria-expanded={open}
                aria-controls={SIDEBAR_ID}
                onClick={() =>
                  overlay ? setOverlayOpen((value) => !value) : setBesideOpen((value) => !value)
                }
              >
                <MenuIcon open={false} />
                <span className="visually-hidden">Menu</span>
              </button>
              {open && !overlay ? null : (
                <Link to="/" className={styles.bannerBrand}>
                  <LogoMark size={28} />
                  <span>{SITE.name}</span>
                </Link>
              )}
            </div>
          }
        >
          <span className={styles.bannerTitle}>Client Portal</span>
          <CartLink count={cart.count} tone="dark" />
        </AppBar>
        {/* While the phone overlay is open the page behind it takes no input. */}
        <LaterStage stage={1}>
          <main id="main" className={styles.main} inert={overlay && open}>
            {children}
          </main>
        </LaterStage>
      </div>
    </div>
  );
}
