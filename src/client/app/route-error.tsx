import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

/** A screen that failed to load or render (a new deploy replaced its chunk, say). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <main className="page" id="main">
      <EmptyState
        title="Something went wrong"
        description={detail ? `This screen could not be shown (${detail}).` : 'This screen could not be shown.'}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </main>
  );
}
