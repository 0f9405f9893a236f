import { Link } from 'react-router';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import './not-found.css';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/" className={buttonClassName({ variant: 'primary' })}>
        Go to Dashboard
      </Link>
    </div>
  );
}
