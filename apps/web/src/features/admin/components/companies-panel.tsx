import { useState } from 'react';
import { plural } from '../../../lib/plural';
import { toast } from '../../../components/ui/toaster';
import { useAdminCompanies, useCompanyChange } from '../api/admin-people';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/controls';

/** Typed (pending) companies: approve, or merge into an existing company. */
export function CompaniesPanel() {
  const companies = useAdminCompanies();
  const change = useCompanyChange();
  const [targets, setTargets] = useState<Record<number, number>>({});
  const approved = companies.data?.filter((company) => company.status === 'approved') ?? [];
  const pending = companies.data?.filter((company) => company.status === 'pending') ?? [];
  const report = {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onError: (error: unknown) => toast.error(errorText(error)),
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="companies">
      <h2 id="companies" className="text-lg font-semibold">
        Companies to review
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A company someone typed at sign-up that is not on the list yet: approve it, or merge it into the company it means.
      </p>
      {companies.data && pending.length === 0 && (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          Nothing to review: every company people chose is on the list.
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {pending.map((company) => (
          <li key={company.id} className="flex flex-wrap items-end gap-2 py-2 text-sm">
            <span className="min-w-40 flex-1">
              <span className="font-medium">{company.name}</span>{' '}
              <span className="text-slate-600">
                ({plural(company.people, 'person', 'people')}, {plural(company.teams, 'team')})
              </span>
            </span>
            <label className="flex flex-col gap-1">
              <span>Merge into</span>
              <NativeSelect
                value={targets[company.id] ?? ''}
                onChange={(event) => setTargets({ ...targets, [company.id]: Number(event.target.value) })}
                inline
              >
                <option value="">Choose a company</option>
                {approved.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.name}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <Button
              disabled={!targets[company.id]}
              onClick={() => change.mutate({ companyId: company.id, intoCompanyId: targets[company.id] }, report)}
            >
              Merge
            </Button>
            <Button variant="secondary" onClick={() => change.mutate({ companyId: company.id }, report)}>
              Approve as new
            </Button>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold">On the list ({approved.length})</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {approved.map((company) => (
          <li key={company.id} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {company.name}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
