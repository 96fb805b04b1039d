import { Link } from 'react-router';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { Button } from '../../../components/ui/button';

/** What the form turns into once registered: each entry, a team's join code to share, and where to go next. */
export function RegistrationDone({ registrations, onRegisterMore }: { registrations: MyRegistration[]; onRegisterMore: () => void }) {
  return (
    <section aria-labelledby="done-heading" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <h2 id="done-heading" className="text-xl font-bold text-emerald-900">
        You&apos;re in! 🎉
      </h2>
      <ul className="mt-3 space-y-2">
        {registrations.map((row) => (
          <li key={row.id} className="text-emerald-900">
            <strong>
              {row.sport.name} · {row.category.name}
            </strong>
            {row.team && (
              <span>
                {' '}
                on {row.team.name} — share the join code{' '}
                <code className="rounded bg-white px-1.5 py-0.5 font-bold tracking-widest">{row.team.joinCode}</code> with teammates
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/my-events" className="inline-flex min-h-11 items-center rounded-full bg-emerald-700 px-5 font-semibold text-white">
          My registrations
        </Link>
        <Button
          variant="bare"
          onClick={onRegisterMore}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-emerald-800 ring-1 ring-emerald-300"
        >
          Register for more
        </Button>
      </div>
    </section>
  );
}
