import { Alert, Button, Spinner } from '@firm/ui';
import { useRouter } from '@tanstack/react-router';
import { CatalogueBanner } from './catalogue-banner';
import styles from './catalogue.module.css';

export function CatalogueLoading() {
  return (
    <>
      <CatalogueBanner />
      <div className={styles.state}>
        <Spinner label="Loading the reports" />
      </div>
    </>
  );
}

/** The catalogue could not be loaded: say so, and let the visitor load it again. */
export function CatalogueError() {
  const router = useRouter();
  return (
    <>
      <CatalogueBanner />
      <div className={styles.state}>
        <Alert tone="error" title="The reports could not be loaded">
          Please check your connection and try again.
        </Alert>
        <Button variant="secondary" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </div>
    </>
  );
}
