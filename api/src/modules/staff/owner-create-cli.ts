// The first owner of a shop without demo data:
//   pnpm --filter @storefront/api owner:create -- --email owner@shop.example --name "Dara Meas"
//   node dist/owner-create.js --email … --name …        (the built API, e.g. in its image)
// The password comes from OWNER_PASSWORD, else it is asked for (not echoed). The database is the
// API's own (DATABASE_URL, else the embedded PGlite in DATA_DIR), migrated first.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { ensureFirstOwner, firstOwnerProblems } from './first-owner';

const USAGE = 'usage: owner:create --email <address> --name <name>   (password: OWNER_PASSWORD, else asked)';

/** Reads a line from the terminal without showing what is typed. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no terminal to ask the password on: set OWNER_PASSWORD');
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      reader.question(question, resolve);
      muted = true;
    });
  } finally {
    reader.close();
    process.stdout.write('\n');
  }
}

async function main(): Promise<number> {
  // `pnpm owner:create -- --email …` passes the '--' along; parseArgs would stop reading options there.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.name) {
    console.error(USAGE);
    return 2;
  }
  // The OWNER_* settings are this command's input, not the start-up owner: read the rest only.
  const { OWNER_EMAIL: _email, OWNER_NAME: _name, OWNER_PASSWORD: password, ...env } = process.env;
  const config = loadConfig(env);
  let input = { email: values.email, name: values.name, password: password ?? '' };
  if (!password) {
    input = { ...input, password: await askHidden('Password for the owner: ') };
    if ((await askHidden('The same password again: ')) !== input.password) {
      console.error('The two passwords differ; nothing was created.');
      return 1;
    }
  }
  const problems = firstOwnerProblems(input);
  if (problems.length > 0) {
    console.error(`Nothing was created: ${problems.join('; ')}.`);
    return 1;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await ensureFirstOwner(database.db, input, 'owner:create');
    if (result.outcome === 'exists') {
      console.error(
        `An account with the e-mail ${input.email} exists already (${result.role ?? 'a shopper'}): nothing was changed.`,
      );
      return 1;
    }
    console.log(`Owner ${input.email} created (${database.kind}); sign in to the back office with it.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
