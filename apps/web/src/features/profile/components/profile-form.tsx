import { useState } from 'react';
import type { ProfileUser } from '@podium/contracts/profile/update-profile';
import { CompanyCombobox, useCompanies, type CompanyValue } from '../../auth';
import { toast } from '../../../components/ui/toaster';
import { useUpdateProfile } from '../api/profile-details';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { DATE_OF_BIRTH_MAX_YEARS, dateOfBirthProblem } from '@podium/contracts/profile/date-of-birth';
import { yearsBefore } from '@podium/contracts/text/calendar-day';
import { localToday } from '../../../lib/format-date';
import { TextInput, Checkbox } from '../../../components/ui/controls';

const GENDER_OPTIONS = [
  { value: '', label: 'Select gender' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

/** Edit name, email, gender, company (the sign-in company combobox), date of birth and whether public pages show the name. */
export function ProfileForm({ user, onDone }: { user: ProfileUser; onDone(): void }) {
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [gender, setGender] = useState<(typeof GENDER_OPTIONS)[number]['value']>(user.gender ?? '');
  const [company, setCompany] = useState<CompanyValue>({ name: user.companyName ?? '', id: user.companyId });
  const [dateOfBirth, setDateOfBirth] = useState(user.dateOfBirth ?? '');
  const [hidesName, setHidesName] = useState(user.hideNameOnPublicPages);
  const [problem, setProblem] = useState<string>();
  const companies = useCompanies(true);
  const update = useUpdateProfile();

  const save = async () => {
    setProblem(undefined);
    if (!gender) return setProblem('Select gender');
    if (!company.name.trim()) return setProblem('Please choose or enter your company');
    // The server's own rule (a real past day within 100 years), before sending.
    const dateOfBirthRefusal = dateOfBirth ? dateOfBirthProblem(dateOfBirth, localToday()) : undefined;
    if (dateOfBirthRefusal) return setProblem(dateOfBirthRefusal);
    try {
      const answer = await update.mutateAsync({
        name,
        email,
        gender,
        ...(company.id ? { companyId: company.id } : { companyName: company.name.trim() }),
        dateOfBirth: dateOfBirth || null,
        hideNameOnPublicPages: hidesName,
      });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, { fallback: 'Could not save. Please try again.' }));
    }
  };

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(submit) => {
        submit.preventDefault();
        void save();
      }}
    >
      <Field label="Full name">
        <TextInput value={name} onChange={(change) => setName(change.target.value)} autoComplete="name" required />
      </Field>
      <Field label="Email">
        <TextInput type="email" value={email} onChange={(change) => setEmail(change.target.value)} autoComplete="email" required />
      </Field>
      <Field label="Gender">
        <Select value={gender} options={GENDER_OPTIONS} onChange={setGender} />
      </Field>
      <Field label="Date of birth" hint="Age categories (e.g. Veterans 35+) are checked against it.">
        <TextInput
          type="date"
          value={dateOfBirth}
          min={yearsBefore(localToday(), DATE_OF_BIRTH_MAX_YEARS)}
          max={localToday()}
          onChange={(change) => setDateOfBirth(change.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
        <label htmlFor="profile-company">Company</label>
        <CompanyCombobox inputId="profile-company" companies={companies.data ?? []} value={company} onChange={setCompany} />
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm sm:col-span-2">
        <Checkbox
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          checked={hidesName}
          onChange={(change) => setHidesName(change.target.checked)}
          aria-describedby="profile-hide-name-hint"
        />
        <span>
          <span className="font-medium">Hide my name on public pages</span>
          <span id="profile-hide-name-hint" className="mt-0.5 block text-slate-600">
            Fixtures, results and team lists show your company instead. Organisers and staff still see your name.
          </span>
        </span>
      </label>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
