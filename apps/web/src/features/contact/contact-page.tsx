import { FIRM_CONTACT, FIRM_NAME } from '@firm/domain';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

/** SPEC §2 Contact: titled Contact, heading Get in Touch, two links, the firm's address, then the form. */
export function ContactPage() {
  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="contact-title">
        <p className={styles.eyebrow}>Contact</p>
        <h1 id="contact-title">Get in Touch</h1>
        <p>
          Whether you trade, buy, grow or regulate soft commodities, tell us what you need. Read about our{' '}
          <a href="/services/reports">premium reports</a> or the{' '}
          <a href="/about/industries-we-serve">industries we serve</a>, or write to us below: we reply within
          two working days.
        </p>
        <h2 className={styles.addressHeading}>Our office</h2>
        <address className={styles.address}>
          <p>
            {FIRM_NAME}
            <br />
            {FIRM_CONTACT.streetAddress}
            <br />
            {FIRM_CONTACT.locality}
            <br />
            {FIRM_CONTACT.country}
          </p>
          <p>
            Phone: <a href={`tel:${FIRM_CONTACT.phoneE164}`}>{FIRM_CONTACT.phone}</a>
            <br />
            Email: <a href={`mailto:${FIRM_CONTACT.email}`}>{FIRM_CONTACT.email}</a>
          </p>
        </address>
      </section>
      <section className={styles.formCard} aria-label="Send us a message">
        <ContactForm />
      </section>
    </div>
  );
}
