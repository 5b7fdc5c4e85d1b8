import '@firm/ui/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminAccess } from './access';
import { api } from './api';
import { Dashboard } from './dashboard';

const access = adminAccess(api.session.read());

if (!access.allowed) {
  window.location.replace(access.redirectTo);
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Dashboard />
      </QueryClientProvider>
    </StrictMode>,
  );
}
