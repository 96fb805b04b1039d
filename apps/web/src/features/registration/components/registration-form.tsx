import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { SPORT_GROUP_NAMES } from '@podium/contracts/events/sport-groups';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { toast } from '../../../components/ui/toaster';
import { useCompanyTeams } from '../api/get-company-teams';
import { useRegister } from '../api/register';
import { useMyWaitlist } from '../api/my-waitlist';
import { buildEntries, type CategoryChoice } from '../registration-choices';
import { CategoryRow } from './category-row';
import { errorMessage } from '../../../lib/error-messages';
import { useStartCheckout } from '../../payments';
import { useCategoryEligibility } from '../hooks/use-category-eligibility';
import { registrationTotal } from '../registration-total';
import { formatAmount, formatAmountShort } from '../../../lib/format-amount';
import { Button } from '../../../components/ui/button';

/**
 * Registration for an event: pick sports, then categories; for team sports create a team or join
 * one of your company's with its code. Categories the person may not enter are shown disabled with
 * the reason, by the rule the server applies (a missing date of birth is asked for in the row);
 * the server checks every rule again and answers in words.
 */
export function RegistrationForm({ event, registrations }: { event: EventDetail; registrations: MyRegistration[] }) {
  const [chosenSports, setChosenSports] = useState<Set<number>>(
    () => new Set(registrations.filter((row) => row.status !== 'withdrawn').map((row) => row.sport.id)),
  );
  const [choices, setChoices] = useState<Map<number, CategoryChoice>>(new Map());
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<MyRegistration[]>();
  const companyTeams = useCompanyTeams(event.id);
  const register = useRegister();
  const waitlist = useMyWaitlist(event.id);
  const startCheckout = useStartCheckout();
  const now = useMemo(() => Date.now(), []);
  const { ineligibilityOf, dateOfBirthAskFor } = useCategoryEligibility(event, chosenSports, registrations);

  const total = registrationTotal(choices, event.sportCategories, now);
  const categoryName = (id: number) => event.categories.find((category) => category.id === id)?.name ?? '';
  const labelOf = (escId: number) => {
    const esc = event.sportCategories.find((row) => row.id === escId);
    return `${event.sportList.find((sport) => sport.id === esc?.sportId)?.name ?? ''} · ${categoryName(esc?.categoryId ?? 0)}`;
  };

  const toggleSport = (sportId: number) => {
    const next = new Set(chosenSports);
    if (next.has(sportId)) {
      next.delete(sportId);
      setChoices(new Map([...choices].filter(([escId]) => event.sportCategories.find((esc) => esc.id === escId)?.sportId !== sportId)));
    } else next.add(sportId);
    setChosenSports(next);
  };
  const setChoice = (escId: number, choice: CategoryChoice | undefined) => {
    const next = new Map(choices);
    if (choice) next.set(escId, choice);
    else next.delete(escId);
    setChoices(next);
    setProblem(undefined);
  };

  const submit = async () => {
    const built = buildEntries(choices, labelOf);
    if ('problem' in built) return setProblem(built.problem);
    try {
      const answer = await register.mutateAsync({ eventId: event.id, entries: built.entries });
      toast.success(answer.message);
      // A fee: straight to the provider's checkout (the demo page, Stripe's, Razorpay's over the
      // page); a provider that did not answer leaves 'Pay now' on /my-events.
      const order = answer.data.order;
      if (order?.checkout) {
        await startCheckout(order);
        return;
      }
      setDone(answer.data.registrations);
      setChoices(new Map());
    } catch (error) {
      setProblem(errorMessage(error, { fallback: 'Registration failed. Please try again.' }));
    }
  };

  if (done) {
    return (
      <section aria-labelledby="done-heading" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 id="done-heading" className="text-xl font-bold text-emerald-900">
          You&apos;re in! 🎉
        </h2>
        <ul className="mt-3 space-y-2">
          {done.map((row) => (
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
            onClick={() => setDone(undefined)}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-emerald-800 ring-1 ring-emerald-300"
          >
            Register for more
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void submit();
      }}
      className="space-y-8"
    >
      <section aria-labelledby="sports-heading">
        <h2 id="sports-heading" className="text-lg font-bold">
          1. Choose your sports
        </h2>
        <p className="mt-1 text-sm text-slate-600">Then pick a category for each sport you chose.</p>
        {SPORT_GROUP_NAMES.map((group) => (
          <div key={group} className="mt-3">
            <p className="text-xs font-bold uppercase tracking-wider text-slate-500">{group}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {event.sportList
                .filter((sport) => sport.group === group)
                .map((sport) => (
                  <Button
                    key={sport.id}
                    variant="bare"
                    aria-pressed={chosenSports.has(sport.id)}
                    onClick={() => toggleSport(sport.id)}
                    className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition ${chosenSports.has(sport.id) ? 'bg-brand-600 text-[var(--brand-on-primary)] ring-brand-600' : 'bg-white text-ink ring-slate-300 hover:ring-brand-500'}`}
                  >
                    {sport.name}
                  </Button>
                ))}
            </div>
          </div>
        ))}
      </section>
      {chosenSports.size > 0 && (
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="text-lg font-bold">
            2. Choose categories
          </h2>
          <div className="mt-3 space-y-5">
            {event.sportList
              .filter((sport) => chosenSports.has(sport.id))
              .map((sport) => (
                <div key={sport.id}>
                  <h3 className="font-semibold text-brand-700">
                    {sport.name}{' '}
                    <span className="text-xs font-normal text-slate-500">{sport.isTeamSport ? 'Team sport' : 'Individual sport'}</span>
                  </h3>
                  <ul className="mt-2 grid gap-2 md:grid-cols-2">
                    {event.sportCategories
                      .filter((esc) => esc.sportId === sport.id)
                      .map((esc) => {
                        const category = event.categories.find((row) => row.id === esc.categoryId)!;
                        return (
                          <CategoryRow
                            key={esc.id}
                            sportName={sport.name}
                            isTeamSport={sport.isTeamSport}
                            category={category}
                            esc={esc}
                            registration={registrations.find((row) => row.eventSportCategoryId === esc.id && row.status !== 'withdrawn')}
                            companyTeams={(companyTeams.data ?? []).filter((team) => team.eventSportCategoryId === esc.id)}
                            choice={choices.get(esc.id)}
                            now={now}
                            ineligibility={ineligibilityOf(esc)}
                            dateOfBirthAsk={dateOfBirthAskFor(esc.id)}
                            waitlist={{ eventId: event.id, entry: waitlist.data?.find((row) => row.eventSportCategoryId === esc.id) }}
                            onToggle={(isChosen) =>
                              setChoice(
                                esc.id,
                                isChosen
                                  ? { isTeamSport: sport.isTeamSport, teamMode: 'create-team', teamName: '', joinCode: '' }
                                  : undefined,
                              )
                            }
                            onChange={(choice) => setChoice(esc.id, choice)}
                          />
                        );
                      })}
                  </ul>
                </div>
              ))}
          </div>
        </section>
      )}
      {/* Sticky, not fixed: it rides along the form's bottom edge and stops there, above the footer. */}
      <div className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] sm:bottom-3 sm:mx-0 sm:rounded-2xl sm:border">
        <div className="flex flex-wrap items-center gap-3">
          {problem && (
            <p role="alert" className="w-full rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <p className="text-sm text-slate-600" data-testid="registration-total">
            {choices.size === 0
              ? 'Choose a sport, then its category'
              : `${choices.size} ${choices.size === 1 ? 'category' : 'categories'} chosen`}
            {total && (
              <>
                {' · '}
                <span className="font-bold text-ink">Total {formatAmount(total.amountMinor, total.currency)}</span>
              </>
            )}
          </p>
          <Button
            variant="bare"
            type="submit"
            disabled={choices.size === 0 || register.isPending}
            className="ml-auto inline-flex min-h-12 items-center rounded-full bg-amber-400 px-6 font-bold text-ink shadow hover:bg-amber-300 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none"
          >
            {register.isPending
              ? 'Registering…'
              : total
                ? `Continue to pay ${formatAmountShort(total.amountMinor, total.currency)}`
                : 'Complete registration'}
          </Button>
        </div>
      </div>
    </form>
  );
}
