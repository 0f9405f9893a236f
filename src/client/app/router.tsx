import { createBrowserRouter } from 'react-router';
import { PageLoading } from '../components/ui/spinner.tsx';
import { AppLayout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * SPEC.md's route table. Every screen is its own chunk, loaded on first visit, so the first load
 * stays within the 160 KB budget. /sign/* and /quote-preview/* are served by sign.html (its own
 * entry); they never reach this router in production.
 */
const dashboard = () => import('./routes/dashboard.tsx').then((module) => ({ Component: module.DashboardRoute }));
const documents = () => import('./routes/documents.tsx').then((module) => ({ Component: module.DocumentsRoute }));

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => <PageLoading />,
      children: [
        { index: true, lazy: dashboard },
        { path: 'dashboard', lazy: dashboard },
        { path: 'voice', lazy: () => import('./routes/voice.tsx').then((module) => ({ Component: module.VoiceRoute })) },
        { path: 'documents', lazy: documents },
        { path: 'generated-quotes', lazy: documents },
        { path: 'customers', lazy: () => import('./routes/customers.tsx').then((module) => ({ Component: module.CustomersRoute })) },
        { path: 'verify', lazy: () => import('./routes/verify.tsx').then((module) => ({ Component: module.VerifyRoute })) },
        { path: 'price-book', lazy: () => import('./routes/price-book.tsx').then((module) => ({ Component: module.PriceBookRoute })) },
        { path: 'settings', lazy: () => import('./routes/settings.tsx').then((module) => ({ Component: module.SettingsRoute })) },
        { path: '*', lazy: () => import('./routes/not-found.tsx').then((module) => ({ Component: module.NotFoundRoute })) },
      ],
    },
  ]);
}
