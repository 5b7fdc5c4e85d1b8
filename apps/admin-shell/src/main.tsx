import '@firm/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminAccess } from './lib/access';
import { api } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

// Judged from the session's cookies before anything renders or is fetched (the API refuses non-staff anyway).
const access = adminAccess(api.session.read());

if (!access.allowed) {
  window.location.replace(access.redirectTo);
} else {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
