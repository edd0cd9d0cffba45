import { Readable } from "node:stream";
import type { Route } from "./+types/data-backup";
import { requireAdmin } from "~/auth/session.server";
import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { PRIVATE_NO_STORE } from "~/site/admin-page";
import { archiveFileName, backupArchive } from "~/platform/data/backup-archive.server";
import { backupDownloadRefusal } from "~/platform/data/backup-download";

/**
 * GET /admin/data/backup.tar.gz: the database (SQLite online backup) and every
 * photo, streamed as one archive; `npm run restore -- FILE` puts it back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const env = getEnv();
  const refusal = backupDownloadRefusal({ postgres: Boolean(env.DATABASE_URL), bucket: Boolean(env.s3) });
  if (refusal) return new Response(refusal, { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE } });
  const { stream, manifest } = await backupArchive(env.DATA_DIR);
  logger.info({ admin: user.email, files: manifest.files.length }, "backup downloaded from the admin");
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${archiveFileName()}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
