import { createPlatformTenantRequestSchema } from '@podium/contracts/platform/platform-tenants';
import { platformHostOf } from '../config/config';
import { DomainError } from '../errors/domain-error';
import { COMMAND_LINE_ACTOR, createCompanyTenant } from '../features/operators';
import { importTenantExport, openZipFile } from '../features/tenant-export';
import { createPictureStore } from '../platform/picture-store/create-picture-store';
import { createMailer } from '../platform/mailer/create-mailer';
import { systemClock } from '../platform/clock';
import { exitWithProblem, openCliDatabase } from './open-cli-database';
import { parseCliOptions } from './parse-cli-options';

const USAGE =
  'Usage: npm run tenant -- create --name "Initech" --slug initech --host initech.localhost --admin-phone 9XXXXXXXXX [--host ...] [--admin-email ...] [--time-zone Asia/Kolkata] [--currency INR]\n' +
  '       npm run tenant -- import --file initech-export.zip [--host initech.example.com ...]';

/** `npm run tenant -- create ...`: the same service as POST /api/platform/tenants (docs/operations.md). */
async function main(): Promise<void> {
  const { command, values } = parseCliOptions(process.argv.slice(2), {
    name: {},
    slug: {},
    host: { multiple: true },
    'admin-phone': {},
    'admin-email': {},
    'time-zone': {},
    currency: {},
    file: {},
  });
  if (command === 'import') return importSite(typeof values.file === 'string' ? values.file : undefined, [values.host ?? []].flat());
  if (command !== 'create') throw new Error(`Unknown command "${command ?? ''}". ${USAGE}`);
  const parsed = createPlatformTenantRequestSchema.safeParse({
    name: values.name,
    slug: values.slug,
    hostnames: values.host ?? [],
    adminPhone: values['admin-phone'],
    ...(values['admin-email'] ? { adminEmail: values['admin-email'] } : {}),
    ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
    ...(values.currency ? { currency: values.currency } : {}),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${optionOf(issue.path)}: ${issue.message}`);
    throw new Error(`${problems.join('\n       ')}\n${USAGE}`);
  }
  const { config, database } = await openCliDatabase();
  const mailer = createMailer(config);
  try {
    const created = await createCompanyTenant(
      {
        db: database.db,
        clock: systemClock,
        platformHost: platformHostOf(config),
        port: config.PORT,
        onTenantsChanged: () => undefined,
        // Only a real mail server: the console transport would print the mail over the link below.
        ...(mailer.transport === 'smtp' ? { mailer } : {}),
        warn: (_detail, message) => console.warn(`Note: ${message}.`),
      },
      parsed.data,
      COMMAND_LINE_ACTOR,
    );
    console.log(`Created ${parsed.data.name} (id ${created.id}, slug ${created.slug}) answering ${created.hostnames.join(', ')}.`);
    console.log(`Send the first admin this link (one use, 7 days): ${created.inviteUrl}`);
    if (created.invitationEmailed) console.log(`The link was also emailed to ${parsed.data.adminEmail}.`);
    console.log(`They sign in with ${parsed.data.adminPhone} on ${created.hostnames[0]} and become its admin.`);
  } catch (error) {
    if (error instanceof DomainError) throw new Error(error.message, { cause: error });
    throw error;
  } finally {
    await database.close();
  }
}

/** `npm run tenant -- import --file ...`: restores an export from GET /api/platform/tenants/{id}/export as a new site. */
async function importSite(file: string | undefined, hostnames: string[]): Promise<void> {
  if (!file) throw new Error(`--file: name the export zip to import.\n${USAGE}`);
  const zip = await openZipFile(file).catch((error: unknown) => {
    throw new Error(`${file} cannot be read as a zip file (${error instanceof Error ? error.message : String(error)}).`);
  });
  const { config, database } = await openCliDatabase();
  try {
    const imported = await importTenantExport(database.db, createPictureStore(config), zip, {
      hostnames: hostnames.map((host) => host.toLowerCase()),
    });
    const rows = Object.values(imported.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Imported ${imported.slug} as tenant ${imported.tenantId}: ${rows} rows in ${Object.keys(imported.tables).length} tables, ${imported.uploads} uploads.`,
    );
    console.log(`It answers ${imported.hostnames.join(', ')}. Everyone signs in again (sessions are not exported).`);
  } catch (error) {
    if (error instanceof DomainError) throw new Error(error.message, { cause: error });
    throw error;
  } finally {
    zip.close();
    await database.close();
  }
}

/** `hostnames.0` → `--host`: the refusal names the option the person typed. */
function optionOf(path: ReadonlyArray<PropertyKey>): string {
  const names: Record<string, string> = {
    hostnames: '--host',
    adminPhone: '--admin-phone',
    adminEmail: '--admin-email',
    timeZone: '--time-zone',
  };
  const field = String(path[0] ?? '');
  return names[field] ?? `--${field}`;
}

await main().catch(exitWithProblem);
