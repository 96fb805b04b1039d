import { Link } from 'react-router';
import { StandalonePage } from '../layouts/standalone-page';
import { TriangleAlert } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';

/** Route /_error (shown without the app shell): where an unrecoverable failure lands. */
export default function ErrorPage() {
  return (
    <StandalonePage>
      <StatusMessage
        icon={TriangleAlert}
        tone="danger"
        title="Something went wrong"
        actions={
          // Stacked full width on a phone, side by side from 640 px: the main action first in both.
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
            <button
              type="button"
              onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}
              className={buttonClass('primary', '', 'lg')}
            >
              Try again
            </button>
            <Link to="/" className={buttonClass('secondary', '', 'lg')}>
              Back to Home
            </Link>
          </div>
        }
      >
        <p className="mt-3 leading-relaxed text-slate-700">
          We could not show this page. Please try again in a moment. If it keeps happening, let us know through the{' '}
          <Link to="/Contact" className="font-semibold text-brand-700 underline">
            Contact Us
          </Link>{' '}
          page.
        </p>
      </StatusMessage>
    </StandalonePage>
  );
}
