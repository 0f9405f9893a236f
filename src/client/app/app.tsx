import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { AuthBoundary } from '../features/auth/components/auth-boundary.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthBoundary>
        <RouterProvider router={router} />
      </AuthBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
