/**
 * A process that does what the server does with DATA_DIR before it listens
 * (startup(): lock, migrate, first admin) and then keeps running, without a
 * build. Prints `ready <pid>` once startup is done. For tests of what other
 * commands do while a server runs.
 */
import { startup } from "~/startup.server";

await startup();
console.log(`ready ${process.pid}`);
setInterval(() => undefined, 60_000);
