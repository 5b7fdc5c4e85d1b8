import { RESULT_PAGE_FLAG_COOKIES, SESSION_COOKIES, SESSION_KEYS } from '@firm/domain';
import { Link } from '@tanstack/react-router';
import { cookieLifetime, SESSION_COOKIE_PURPOSES } from '../../lib/site-cookies';
import { CONTACT_FORM_DATA, TERMS_SECTIONS } from './terms-content';
import styles from './terms.module.css';

const PRIVACY_SECTIONS = [
  { id: 'privacy', title: 'Your information' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'your-rights', title: 'Your rights' },
] as const;

/** SPEC §2 /privacy-policy: the Terms and Conditions, then how we handle personal data and cookies. */
export function TermsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Policies</p>
        <h1>Terms and Conditions</h1>
        <p>
          The terms of our reports, subscriptions, courses and consultations, followed by our privacy policy:
          what we collect, why, and the cookies the site uses.
        </p>
      </header>

      <nav className={styles.contents} aria-label="On this page">
        <h2 className={styles.contentsTitle}>On this page</h2>
        <ol>
          {[...TERMS_SECTIONS, ...PRIVACY_SECTIONS].map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {TERMS_SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <section id="privacy" className={styles.section} aria-labelledby="privacy-title">
        <h2 id="privacy-title">Your information</h2>
        <p>
          When you write to us through the <Link to="/contact">contact form</Link>, we keep what you send, and
          use it only to answer you and to follow up on your inquiry:
        </p>
        <ul>
          {CONTACT_FORM_DATA.map((item) => (
            <li key={item.field}>
              <strong>{item.field}</strong>: {item.why}.
            </li>
          ))}
        </ul>
        <p>
          When your organisation becomes a client, we also keep the account details given at enrolment and the
          record of your orders and payments, to provide the client portal, invoice you and meet our legal
          obligations. Card and bank details are handled by our payment provider; we never see or store card
          numbers. We do not sell personal data or share it for marketing.
        </p>
      </section>

      <section id="cookies" className={styles.section} aria-labelledby="cookies-title">
        <h2 id="cookies-title">Cookies</h2>
        <p>
          The site uses only the cookies it needs to keep you signed in. They are set when you sign in to the
          client portal and removed when you log out. We use no advertising, analytics or tracking cookies.
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Session cookies</caption>
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">Purpose</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              {SESSION_KEYS.map((key) => (
                <tr key={key}>
                  <th scope="row">
                    <code>{SESSION_COOKIES[key].name}</code>
                  </th>
                  <td>{SESSION_COOKIE_PURPOSES[key]}</td>
                  <td>{cookieLifetime(SESSION_COOKIES[key].days)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          During checkout the site also sets a short-lived marker (
          {RESULT_PAGE_FLAG_COOKIES.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <code>{name}</code>
            </span>
          ))}
          ) so that the right result page is shown after payment; it is removed on the next page you open.
        </p>
      </section>

      <section id="your-rights" className={styles.section} aria-labelledby="your-rights-title">
        <h2 id="your-rights-title">Your rights</h2>
        <p>
          You may ask us for a copy of the personal data we hold about you, and ask us to correct or delete
          it. Write to us through the <Link to="/contact">contact form</Link> and we will reply within 30
          days.
        </p>
      </section>
    </div>
  );
}
