import { Button, Modal } from '@firm/ui';
import { SITE_COOKIES, type SiteCookie } from '../../lib/site-cookies';
import styles from './cookie-preferences.module.css';

/**
 * The footer's cookie preferences (SPEC §2): the cookies the site sets, each with its purpose and how long it is
 * kept. All are strictly necessary and none tracks anyone, so there is nothing to switch off, and the dialog says so.
 */
export function CookiePreferences({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Cookie preferences"
      footer={
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p>
        This site sets only the cookies it needs to work: to keep you signed in to the client portal, and to
        show the right page after a payment. They are strictly necessary, so there is nothing to switch off.
        We use no analytics, advertising or tracking cookies.
      </p>
      <CookieList title="While you are signed in" cookies={SITE_COOKIES.session} />
      <CookieList title="During checkout" cookies={SITE_COOKIES.checkout} />
      <p>
        More in our <a href="/privacy-policy#cookies">privacy policy</a>.
      </p>
    </Modal>
  );
}

function CookieList({ title, cookies }: { title: string; cookies: readonly SiteCookie[] }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <dl className={styles.list}>
        {cookies.map((cookie) => (
          <div key={cookie.name} className={styles.item}>
            <dt>
              <code>{cookie.name}</code>
            </dt>
            <dd>{cookie.purpose}</dd>
            <dd className={styles.keptFor}>Kept for: {cookie.keptFor}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
