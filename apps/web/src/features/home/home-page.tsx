import { formatLongDate } from '@firm/domain';
import { Button, buttonClassName } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { HERO, POSTS, SERVICES, VALUES } from './home-content';
import styles from './home-page.module.css';

/** SPEC §2 Home: hero, three values, four services, blog teaser, get-started call to action. */
export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{HERO.eyebrow}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {HERO.title}
          </h1>
          <p className={styles.tagline}>{HERO.tagline}</p>
          <a href="/services/reports" className={buttonClassName('secondary')}>
            EXPLORE OUR SERVICES
          </a>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>
          Why clients work with us
        </h2>
        <ul className={styles.cards}>
          {VALUES.map((value) => (
            <li key={value.title} className={styles.card}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="services-title">
        <h2 id="services-title" className={styles.sectionTitle}>
          Our services
        </h2>
        <ul className={styles.services}>
          {SERVICES.map((service) => (
            <li key={service.title} className={styles.card}>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <a href={service.href} className={styles.more}>
                Learn more<span className="visually-hidden"> about {service.title.toLowerCase()}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <BlogTeaser />

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title">Ready to get started?</h2>
        <p>Tell us what you trade, buy or regulate, and we will suggest the reports and advice that fit.</p>
        <div className={styles.ctaActions}>
          <a href="/contact" className={buttonClassName('secondary')}>
            GET IN TOUCH
          </a>
          <Link to="/login" className={styles.ctaLink}>
            Already a client? Sign in
          </Link>
        </div>
      </section>
    </>
  );
}

/** One post at a time; previous is disabled on the first (SPEC §2), next moves on until the last. */
function BlogTeaser() {
  const [index, setIndex] = useState(0);
  const post = POSTS[index] ?? POSTS[0];
  return (
    <section className={styles.section} aria-labelledby="blog-title">
      <h2 id="blog-title" className={styles.sectionTitle}>
        From our desk
      </h2>
      <article className={styles.post} aria-live="polite">
        <p className={styles.postDate}>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <h3>{post.title}</h3>
        <p>{post.summary}</p>
      </article>
      <div className={styles.postNav}>
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous post
        </Button>
        <Button variant="secondary" disabled={index === POSTS.length - 1} onClick={() => setIndex(index + 1)}>
          Next post
        </Button>
      </div>
    </section>
  );
}
