import type { EventDetail, EventSportCategory } from '@podium/contracts/events/event-site';
import { findIneligibility, type Ineligibility } from '@podium/contracts/registrations/category-eligibility';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { isProfileComplete, useProfileDetails, useSaveDateOfBirth } from '../../profile';
import type { DateOfBirthAsk } from '../components/category-row';

/**
 * Which categories of the event the signed-in person may not enter, and why, by the rule the
 * server applies (packages/contracts), from their profile; and where a missing date of birth is
 * asked for: one field, in the first shown row that needs it, saved to the profile (later rows
 * point at it). While the profile loads, or when it could not be read, nothing is marked: the
 * server still decides and says why.
 */
export function useCategoryEligibility(event: EventDetail, chosenSports: Set<number>, registrations: MyRegistration[]) {
  const profile = useProfileDetails(true);
  const saveDateOfBirth = useSaveDateOfBirth();
  const person = profile.data;
  const completeProfile = person && isProfileComplete(person) ? person : undefined;

  const isRegisteredIn = (escId: number) => registrations.some((row) => row.eventSportCategoryId === escId && row.status !== 'withdrawn');
  const ineligibilityOf = (esc: EventSportCategory): Ineligibility | undefined => {
    const category = event.categories.find((row) => row.id === esc.categoryId);
    return person && category ? findIneligibility(category, person, event.startsOn) : undefined;
  };
  const askingEscId = completeProfile
    ? event.sportList
        .filter((sport) => chosenSports.has(sport.id))
        .flatMap((sport) => event.sportCategories.filter((esc) => esc.sportId === sport.id))
        .find((esc) => !isRegisteredIn(esc.id) && ineligibilityOf(esc)?.kind === 'date-of-birth-needed')?.id
    : undefined;
  const dateOfBirthAskFor = (escId: number): DateOfBirthAsk => {
    if (askingEscId === undefined || !completeProfile) return { where: 'profile' };
    const fieldId = `date-of-birth-${askingEscId}`;
    if (escId !== askingEscId) return { where: 'earlier-row', fieldId };
    return { where: 'here', fieldId, save: (dateOfBirth) => saveDateOfBirth.mutateAsync({ user: completeProfile, dateOfBirth }) };
  };
  return { ineligibilityOf, dateOfBirthAskFor };
}
