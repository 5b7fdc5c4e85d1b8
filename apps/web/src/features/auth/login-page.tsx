import { LoginForm } from './login-form';
import styles from './login.module.css';

export function LoginPage() {
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          Client Login
        </h1>
        <p className={styles.lead}>
          Sign in to read, download and search the reports your organisation subscribes to.
        </p>
        <LoginForm />
      </div>
    </section>
  );
}
