import { useLocation, useNavigate } from 'react-router';
import { storeReturnUrl } from '../return-url';

/** Signed out: 'Sign In' stores the current path and query as the return URL and goes to /Login. */
export function SignInButton() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        storeReturnUrl(location.pathname, location.search);
        void navigate('/Login');
      }}
      className="min-h-11 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
    >
      Sign In
    </button>
  );
}
