import { useState } from 'react';
import { plural } from '../../../lib/plural';
import { formatPhone } from '@podium/contracts/auth/phone-format';
import { IMPORT_COLUMNS, type ImportResult, type ImportRowError } from '@podium/contracts/admin/admin-registrations';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/http-client';
import { useImportRegistrations } from '../api/admin-registrations';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { FileInput, TextArea } from '../../../components/ui/controls';

/** Paste or choose a CSV, preview it (row errors shown), then import: all rows or none. */
export function RegistrationsImport({ eventId }: { eventId: number }) {
  const run = useImportRegistrations(eventId);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const send = (dryRun: boolean) =>
    run.mutate(
      { csv, dryRun },
      {
        onSuccess: (answer) => {
          setPreview(answer.data);
          setRowErrors(answer.data.errors);
          if (answer.data.written) toast.success(answer.message);
        },
        onError: (error) => {
          setPreview(null);
          const body = error instanceof ApiError ? (error.body as { rowErrors?: ImportRowError[] } | undefined) : undefined;
          setRowErrors(body?.rowErrors ?? []);
          toast.error(errorText(error));
        },
      },
    );
  return (
    <Panel as="section" padding="sm" aria-labelledby="import">
      <h2 id="import" className="text-lg font-semibold">
        Import participants
      </h2>
      <p className="text-sm text-slate-600">
        CSV with a header line of these columns:{' '}
        {IMPORT_COLUMNS.map((column, index) => (
          <span key={column}>
            <code className="rounded bg-slate-100 px-1">{column}</code>
            {index < IMPORT_COLUMNS.length - 1 ? ', ' : '.'}
          </span>
        ))}{' '}
        Sport and category must exist at the event; a new team name makes the team.
      </p>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        <span className="font-medium">CSV file</span>
        <FileInput
          accept=".csv,text/csv"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) {
              setCsv(await file.text());
              setPreview(null);
            }
          }}
        />
      </label>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        <span className="font-medium">Or paste the CSV</span>
        <TextArea
          value={csv}
          rows={5}
          onChange={(event) => {
            setCsv(event.target.value);
            setPreview(null);
          }}
          className="font-mono"
        />
      </label>
      <div className="mt-2 flex gap-2">
        <Button variant="secondary" disabled={!csv || run.isPending} onClick={() => send(true)}>
          Preview
        </Button>
        <Button disabled={!preview?.valid || preview.written || run.isPending} onClick={() => send(false)}>
          Import
        </Button>
      </div>
      {rowErrors.length > 0 ? (
        <div role="alert" className="mt-3">
          <p className="font-medium text-red-800">Fix these lines; nothing is imported while any line is wrong:</p>
          <ul className="list-disc pl-5 text-sm text-red-800">
            {rowErrors.map((error) => (
              <li key={`${error.row}-${error.column}-${error.message}`}>
                Line {error.row}
                {error.column ? `, ${error.column}` : ''}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview && preview.valid ? (
        <div className="mt-3 text-sm" aria-live="polite">
          <p className="font-medium">
            {`${preview.written ? 'Imported' : 'Ready to import'}: ${plural(preview.counts.registrations, 'registration')}, ${plural(preview.counts.newUsers, 'new person', 'new people')}, ${plural(preview.counts.newTeams, 'new team')} (${plural(preview.counts.rows, 'line')}).`}
          </p>
          <ul className="mt-1 max-h-64 overflow-y-auto">
            {preview.rows.map((row) => (
              <li key={row.row}>
                Line {row.row}: {row.name} ({formatPhone(row.phone)}) · {row.sport} {row.category}
                {row.team ? ` · ${row.team}${row.newTeam ? ' (new team)' : ''}` : ''}
                {row.newUser ? ' · new person' : ''}
                {row.outcome === 'already-registered' ? ' · already registered' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
