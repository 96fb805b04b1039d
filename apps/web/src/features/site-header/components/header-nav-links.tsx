import { NavLink } from 'react-router';
import type { HeaderLink } from '../header-links';

/** The flag-gated header links, in a row on wide screens and a column in the mobile panel. */
export function HeaderNavLinks({ links, layout, onNavigate }: { links: HeaderLink[]; layout: 'row' | 'column'; onNavigate?: () => void }) {
  const base =
    layout === 'row' ? 'rounded-lg px-3 py-2 text-sm font-medium' : 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium';
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${base} ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
