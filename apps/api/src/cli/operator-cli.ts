import { phoneSchema } from '@podium/contracts/auth/phone';
import { addOperator, COMMAND_LINE_ACTOR } from '../features/operators';
import { exitWithProblem, openCliDatabase } from './open-cli-database';
import { parseCliOptions } from './parse-cli-options';

const USAGE = 'Usage: npm run operator -- add --phone 9XXXXXXXXX --name "Ops Person" [--email ops@example.com]';

/** `npm run operator -- add ...`: lists a platform operator (idempotent; docs/operations.md). */
async function main(): Promise<void> {
  const { command, values } = parseCliOptions(process.argv.slice(2), { phone: {}, name: {}, email: {} });
  if (command !== 'add') throw new Error(`Unknown command "${command ?? ''}". ${USAGE}`);
  const phone = phoneSchema.safeParse(values.phone);
  if (!phone.success) throw new Error(`--phone must be a 10-digit mobile number. ${USAGE}`);
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (name.length < 2 || name.length > 80) throw new Error(`--name must be 2 to 80 characters. ${USAGE}`);
  const { config, database } = await openCliDatabase();
  try {
    const email = typeof values.email === 'string' ? values.email : undefined;
    const { isNew } = await addOperator(database.db, { phone: phone.data, name, ...(email ? { email } : {}) }, COMMAND_LINE_ACTOR);
    const host = config.PLATFORM_HOST ?? (config.NODE_ENV === 'production' ? '(set PLATFORM_HOST)' : 'platform.localhost');
    console.log(
      `${isNew ? 'Added' : 'Already an operator, name updated:'} ${name} (${phone.data}). Sign in at ${host}/platform; two-factor setup is required at the first sign-in.`,
    );
  } finally {
    await database.close();
  }
}

await main().catch(exitWithProblem);
