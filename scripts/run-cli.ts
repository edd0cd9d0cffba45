import { closeDb } from "../app/platform/db/db.server";
import { EnvError } from "../app/platform/config.server";

/**
 * Runs a command-line script: its exit code, one readable line on failure
 * (a configuration error as the server prints it, never a stack trace), and
 * the database closed either way.
 */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2))
    .then(async (code) => {
      await closeDb();
      process.exit(code);
    })
    .catch(async (error) => {
      console.error(error instanceof EnvError ? error.message : `Failed: ${(error as Error).message}`);
      await closeDb().catch(() => undefined);
      process.exit(1);
    });
}
