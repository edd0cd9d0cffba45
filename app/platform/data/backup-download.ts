/**
 * Why the admin cannot download a backup here, or null when it can. The
 * archive holds what `npm run backup` copies: a SQLite file and the photos
 * in DATA_DIR. A PostgreSQL database and a bucket have their own tools,
 * which copy them consistently while they serve (docs/deploy.md).
 */
export function backupDownloadRefusal(site: { postgres: boolean; bucket: boolean }): string | null {
  if (site.postgres) {
    return "This site keeps its data in PostgreSQL: back it up with pg_dump, and the photos with the bucket's or the folder's own tools (see docs/deploy.md). The download here is for a site on SQLite.";
  }
  if (site.bucket) {
    return "This site keeps its photos in a bucket: back them up with the bucket's versioning or replication (see docs/deploy.md), and the database with the backup command whoever runs the server has (README: “Where data lives, and backups”).";
  }
  return null;
}
