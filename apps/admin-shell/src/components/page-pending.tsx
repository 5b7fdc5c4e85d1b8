import { Spinner } from '@firm/ui';

export function PagePending() {
  return <Spinner label="Loading the page" />;
}
