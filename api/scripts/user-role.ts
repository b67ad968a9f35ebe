// Grants or takes back the operator role (DATABASE_URL or DATA_DIR, as the api):
//   user:role -- <email> operator|student
// With the embedded database the api must be stopped first (it holds the folder); with PostgreSQL it may run, and the
// change applies to the account's next request.
import { USER_ROLES, type UserRole } from '@mathbridge/contract';
import { ConfigError, loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { setRoleByEmail } from '../src/modules/users/repository.js';

const USAGE = 'usage: npm run user:role --workspace api -- <email> operator|student';

async function main(args: string[], out: (line: string) => void): Promise<number> {
  const [email, role] = args;
  if (!email || !role || args.length !== 2 || !(USER_ROLES as readonly string[]).includes(role)) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const changed = await setRoleByEmail(database.db, email.trim(), role as UserRole);
    if (!changed) {
      out(`user:role: no active account has the e-mail ${email}`);
      return 1;
    }
    // Written to the output as the audit line of a change made outside the app.
    out(
      changed.previous === role
        ? `user:role: ${email} is already ${role} (user ${changed.id})`
        : `user:role: ${email} is now ${role}, was ${changed.previous} (user ${changed.id})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `user:role failed: ${(error as Error).stack ?? String(error)}\n`,
    );
    process.exit(1);
  });
