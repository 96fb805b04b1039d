import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** Shown when a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{isNotFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="text-slate-600">
        {isNotFound ? 'The page you asked for does not exist.' : 'Please try again. If it keeps happening, contact us.'}
      </p>
      <Link to="/" className={buttonClass('primary')}>
        Back to Home
      </Link>
    </main>
  );
}
