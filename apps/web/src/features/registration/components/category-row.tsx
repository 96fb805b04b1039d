import { Link } from 'react-router';
import type { EventCategory, EventSportCategory } from '@podium/contracts/events/event-site';
import { describeIneligibilityShort, type Ineligibility } from '@podium/contracts/registrations/category-eligibility';
import type { CompanyTeam, MyRegistration } from '@podium/contracts/registrations/registration';
import type { MyWaitlistEntry } from '@podium/contracts/registrations/waitlist';
import { describeCategoryRule, type CategoryChoice } from '../registration-choices';
import { describeFee } from '../describe-fee';
import { DateOfBirthField } from './date-of-birth-field';
import { WaitlistControl } from './waitlist-control';
import { Button } from '../../../components/ui/button';
import { Checkbox, Radio, TextInput, TOGGLE_CLASS } from '../../../components/ui/controls';

/**
 * Where a row asks for a missing date of birth: in its own field (the first row that needs it),
 * by pointing at that field (later rows), or on the profile page (a profile the date cannot be added to alone).
 */
export type DateOfBirthAsk =
  | { where: 'here'; fieldId: string; save(dateOfBirth: string): Promise<unknown> }
  | { where: 'earlier-row'; fieldId: string }
  | { where: 'profile' };

interface CategoryRowProps {
  sportName: string;
  isTeamSport: boolean;
  category: EventCategory;
  esc: EventSportCategory;
  registration: MyRegistration | undefined;
  companyTeams: CompanyTeam[];
  choice: CategoryChoice | undefined;
  now: number;
  /** Why the signed-in person may not enter it (the server's own rule), undefined when they may or we cannot tell. */
  ineligibility?: Ineligibility;
  /** Where a missing date of birth is asked for (default: on the profile page). */
  dateOfBirthAsk?: DateOfBirthAsk;
  /** The waiting list of a full individual category (issue 33 §5): the event, and my place on it if any. */
  waitlist?: { eventId: number; entry: MyWaitlistEntry | undefined };
  onToggle(isChosen: boolean): void;
  onChange(choice: CategoryChoice): void;
}

/** One category of a sport: its rule and places, whether I am in it, and (once chosen) the team details. */
export function CategoryRow({
  sportName,
  isTeamSport,
  category,
  esc,
  registration,
  companyTeams,
  choice,
  now,
  ineligibility,
  dateOfBirthAsk = { where: 'profile' },
  waitlist,
  onToggle,
  onChange,
}: CategoryRowProps) {
  const label = `${sportName} · ${category.name}`;
  const isClosed = now >= Date.parse(esc.registrationClosesAt);
  // People waiting have the first claim on any place that frees up: the category stays full for newcomers.
  const isFull = esc.capacity !== null && (esc.entries >= esc.capacity || (esc.waiting ?? 0) > 0);
  const isRegistered = registration !== undefined && registration.status !== 'withdrawn';
  const placesText =
    esc.capacity === null
      ? 'Open entry'
      : `${Math.max(esc.capacity - esc.entries, 0)} of ${esc.capacity} ${isTeamSport ? 'team places' : 'places'} left`;
  const fieldId = `esc-${esc.id}`;
  const isIneligible = ineligibility !== undefined && !isRegistered;
  const asks = isIneligible && ineligibility.kind === 'date-of-birth-needed' ? dateOfBirthAsk : undefined;
  const needsProfile = (isIneligible && ineligibility.kind === 'gender-needed') || asks?.where === 'profile';

  return (
    <li
      className={`rounded-xl border p-3 ${choice ? 'border-brand-500 bg-brand-50/50' : isIneligible ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex items-start gap-3">
        {isRegistered ? (
          <span className="mt-0.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">Registered</span>
        ) : (
          <Checkbox
            id={fieldId}
            className={`mt-1 ${TOGGLE_CLASS}`}
            checked={Boolean(choice)}
            disabled={isClosed || isFull || isIneligible}
            onChange={(change) => onToggle(change.target.checked)}
            aria-describedby={isIneligible ? `${fieldId}-reason ${fieldId}-hint` : `${fieldId}-hint`}
          />
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={fieldId} className={`font-semibold ${isIneligible ? 'text-slate-500' : ''}`}>
            {label}
          </label>
          {isIneligible && (
            <p id={`${fieldId}-reason`} className="text-sm font-semibold text-amber-800">
              {describeIneligibilityShort(ineligibility)}
              {needsProfile && (
                <>
                  {' '}
                  <Link to="/profile" className="font-semibold text-brand-700 underline">
                    Open my profile
                  </Link>
                </>
              )}
              {asks?.where === 'earlier-row' && (
                <>
                  {' '}
                  <Button
                    variant="bare"
                    className="font-semibold text-brand-700 underline"
                    onClick={() => {
                      const field = document.getElementById(asks.fieldId);
                      field?.scrollIntoView({ block: 'center' });
                      field?.focus();
                    }}
                  >
                    Enter it
                  </Button>
                </>
              )}
            </p>
          )}
          <p id={`${fieldId}-hint`} className="text-xs text-slate-500">
            {describeCategoryRule(category)} ·{' '}
            {isClosed ? 'Registration closed' : isFull ? `Full${esc.waiting ? ` · ${esc.waiting} waiting` : ''}` : placesText}
            {esc.fee ? ` · ${describeFee(esc.fee, now)}` : ''}
            {/* An individual sport's entrant is a side of one in the draw: never a team here (issue 30). */}
            {isTeamSport && isRegistered && registration.team ? ` · Team ${registration.team.name}` : ''}
          </p>
          {waitlist && isFull && !isTeamSport && !isRegistered && !isClosed && !isIneligible && (
            <WaitlistControl eventId={waitlist.eventId} eventSportCategoryId={esc.id} label={label} entry={waitlist.entry} />
          )}
          {asks?.where === 'here' && <DateOfBirthField id={asks.fieldId} categoryLabel={label} onSave={asks.save} />}
        </div>
      </div>
      {choice && isTeamSport && (
        <fieldset className="mt-3 space-y-3 border-t border-brand-100 pt-3">
          <legend className="sr-only">Team for {label}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['create-team', 'join-team'] as const).map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2">
                <Radio
                  name={`${fieldId}-mode`}
                  checked={choice.teamMode === mode}
                  onChange={() => onChange({ ...choice, teamMode: mode })}
                  className="h-4 w-4 accent-brand-600"
                />
                {mode === 'create-team' ? 'Create a team' : "Join my company's team"}
              </label>
            ))}
          </div>
          {choice.teamMode === 'create-team' ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Team name for {label}
              <TextInput
                value={choice.teamName}
                maxLength={60}
                onChange={(change) => onChange({ ...choice, teamName: change.target.value })}
                placeholder="e.g. Acme Aces"
              />
            </label>
          ) : (
            <div className="space-y-2">
              <label className="flex flex-col gap-1 text-sm font-medium">
                Join code for {label}
                <TextInput
                  value={choice.joinCode}
                  maxLength={16}
                  autoCapitalize="characters"
                  onChange={(change) => onChange({ ...choice, joinCode: change.target.value })}
                  className="uppercase tracking-widest"
                  placeholder="8 letters or digits"
                />
              </label>
              <p className="text-xs text-slate-500">
                {companyTeams.length > 0
                  ? `Your company's teams here: ${companyTeams.map((team) => `${team.name} (${team.memberCount})`).join(', ')}. Ask a teammate for the code.`
                  : 'No team of your company in this category yet: create one and share its code.'}
              </p>
            </div>
          )}
        </fieldset>
      )}
    </li>
  );
}
