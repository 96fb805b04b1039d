import { useState } from 'react';
import type { ProfileUser } from '@podium/contracts/profile/update-profile';
import { CompanyCombobox, type CompanyValue } from '../../auth/components/company-combobox';
import { useCompanies } from '../../auth/api/get-companies';
import { toast } from '../../../components/ui/toaster';
import { useUpdateProfile } from '../api/profile-details';
import { errorMessage } from '../../../lib/error-messages';
import { buttonClass } from '../../../components/ui/button';

const field = 'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3';

/** Edit name, email, gender, company (the sign-in company combobox) and date of birth. */
export function ProfileForm({ user, onDone }: { user: ProfileUser; onDone(): void }) {
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [gender, setGender] = useState<string>(user.gender ?? '');
  const [company, setCompany] = useState<CompanyValue>({ name: user.companyName ?? '', id: user.companyId });
  const [dateOfBirth, setDateOfBirth] = useState(user.dateOfBirth ?? '');
  const [problem, setProblem] = useState<string>();
  const companies = useCompanies(true);
  const update = useUpdateProfile();

  const save = async () => {
    setProblem(undefined);
    if (!gender) return setProblem('Select gender');
    if (!company.name.trim()) return setProblem('Please choose or enter your company');
    try {
      const answer = await update.mutateAsync({
        name,
        email,
        gender: gender as 'male' | 'female' | 'other',
        ...(company.id ? { companyId: company.id } : { companyName: company.name.trim() }),
        dateOfBirth: dateOfBirth || null,
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
      <label className="flex flex-col gap-1 text-sm font-medium">
        Full name
        <input className={field} value={name} onChange={(change) => setName(change.target.value)} autoComplete="name" required />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Email
        <input
          className={field}
          type="email"
          value={email}
          onChange={(change) => setEmail(change.target.value)}
          autoComplete="email"
          required
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Gender
        <select className={field} value={gender} onChange={(change) => setGender(change.target.value)}>
          <option value="">Select gender</option>
          <option value="male">Male</option>
          <option value="female">Female</option>
          <option value="other">Other</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Date of birth
        <input className={field} type="date" value={dateOfBirth} onChange={(change) => setDateOfBirth(change.target.value)} />
        <span className="text-xs font-normal text-slate-500">Age categories (e.g. Veterans 35+) are checked against it.</span>
      </label>
      <div className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
        <label htmlFor="profile-company">Company</label>
        <CompanyCombobox inputId="profile-company" companies={companies.data ?? []} value={company} onChange={setCompany} />
      </div>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-slate-700 ring-1 ring-slate-300"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
