import { Handshake, Trophy } from 'lucide-react';

/**
 * The Login page's side panel (spec section 2) in the brand's primary colour, its text in the colour
 * chosen to read on it; icons from the app's one icon set, not emoji a phone may lack.
 */
export function LoginSidePanel() {
  return (
    <aside className="flex flex-col justify-center gap-6 bg-[var(--brand-primary)] p-8 text-[var(--brand-on-primary)] md:w-2/5">
      <h2 className="text-3xl font-extrabold">Ready to Play?</h2>
      <ul className="space-y-3 text-lg font-semibold">
        <li className="flex items-center gap-3">
          <Trophy aria-hidden="true" className="h-6 w-6 shrink-0 text-[var(--brand-accent)]" />
          10+ Years of Excellence
        </li>
        <li className="flex items-center gap-3">
          <Handshake aria-hidden="true" className="h-6 w-6 shrink-0 text-[var(--brand-accent)]" />
          500+ Corporate Partners
        </li>
      </ul>
    </aside>
  );
}
