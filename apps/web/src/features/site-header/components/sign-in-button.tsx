import { useLocation, useNavigate } from 'react-router';
import { storeReturnUrl } from '../return-url';
import { Button } from '../../../components/ui/button';

/** Signed out: 'Sign In' stores the current path and query as the return URL and goes to /Login. */
export function SignInButton() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      onClick={() => {
        storeReturnUrl(location.pathname, location.search);
        void navigate('/Login');
      }}
      className="hover:brightness-110"
      // The brand's primary colour, with the text colour chosen to read on it (over the kit's blue).
      style={{ backgroundColor: 'var(--brand-primary)', color: 'var(--brand-on-primary)' }}
    >
      Sign In
    </Button>
  );
}
