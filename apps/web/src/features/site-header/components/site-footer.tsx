import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <nav aria-label="Legal" className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-600">
        <Link to="/about">About</Link>
        <Link to="/Contact">Contact Us</Link>
        <Link to="/terms-conditions">Terms &amp; Conditions</Link>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/cancellation-refund">Cancellation &amp; Refund</Link>
        <span className="ml-auto">© {new Date().getFullYear()} Podium</span>
      </nav>
    </footer>
  );
}
