import { Link } from 'react-router';
import { StandalonePage } from '../layouts/standalone-page';
import { buttonClass } from '../../components/ui/button';

/** Route /_error (shown without the app shell): where an unrecoverable failure lands. */
export default function ErrorPage() {
  return (
    <StandalonePage>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <div aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-red-50 text-red-600">
          <svg
            viewBox="0 0 24 24"
            className="h-10 w-10"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3.5 2.5 20h19L12 3.5Z" />
            <path d="M12 10v4.5M12 17.2v.1" />
          </svg>
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Something went wrong</h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          We could not show this page. Please try again in a moment. If it keeps happening, let us know through the Contact Us page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}
            className={buttonClass('secondary', '', 'lg')}
          >
            Try again
          </button>
          <Link to="/" className={buttonClass('primary', '', 'lg')}>
            Back to Home
          </Link>
        </div>
      </div>
    </StandalonePage>
  );
}
