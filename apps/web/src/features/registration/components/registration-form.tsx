import { useMemo, useState } from 'react';
import type { EventDetail } from '@podium/contracts/events/event-site';
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
import { RegistrationDone } from './registration-done';
import { RegistrationSubmitBar } from './registration-submit-bar';
import { SportPicker } from './sport-picker';

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

  if (done) return <RegistrationDone registrations={done} onRegisterMore={() => setDone(undefined)} />;

  return (
    <form
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void submit();
      }}
      className="space-y-8"
    >
      <SportPicker sports={event.sportList} chosenSports={chosenSports} onToggle={toggleSport} />
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
      <RegistrationSubmitBar problem={problem} chosenCount={choices.size} total={total} isPending={register.isPending} />
    </form>
  );
}
