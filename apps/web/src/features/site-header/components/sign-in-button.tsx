import { useLocation, useNavigate } from 'react-router';
import { storeReturnUrl } from '../return-url';
import { buttonClass } from '../../../components/ui/button';

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
      className={buttonClass('primary', '', 'sm')}
    >
      Sign In
    </button>
  );
}
