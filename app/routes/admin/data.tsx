import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/data";
import { AdminError } from "~/components/AdminError";
import { ImportReportView } from "~/properties/ui/transfer/ImportReportView";
import { OwnerDataLogView } from "~/properties/ui/transfer/OwnerDataLogView";
import { SubmitButton } from "~/components/SubmitButton";
import { adminMeta } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";
import { getEnv } from "~/platform/config.server";
import { getDb } from "~/platform/db/db.server";
import { logger } from "~/platform/logger.server";
import { backupDownloadRefusal } from "~/platform/data/backup-download";
import { listOwnerDataLog } from "~/properties/owner-data/log.server";
import { eraseOwnerData } from "~/properties/owner-data/erase.server";
import { applyListingsCsv, checkListingsCsv, type ImportReport } from "~/properties/transfer/csv-import.server";
import { csvTextOf } from "~/properties/transfer/csv-text";
import { CheckedFileGone, checkedFile, keepCheckedFile, takeCheckedFile } from "~/properties/transfer/checked-files.server";
import { shownReport, type ShownReport } from "~/properties/transfer/import-report";

export const meta = () => adminMeta("Data");

/** The largest CSV the import reads (the server's body limit for this page is a little above it). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const env = getEnv();
  const page = Math.max(1, Math.min(100_000, Number.parseInt(new URL(request.url).searchParams.get("log") ?? "1", 10) || 1));
  return {
    log: await listOwnerDataLog(getDb(), page),
    retentionMonths: env.OWNER_DATA_RETENTION_MONTHS,
    autoErase: env.OWNER_DATA_AUTO_ERASE === "1",
    backupRefusal: backupDownloadRefusal({ postgres: Boolean(env.DATABASE_URL), bucket: Boolean(env.s3) }),
  };
}

type ActionData =
  | { step: "checked"; report: ShownReport; checked: string | null; fileName: string }
  | { step: "applied"; report: ShownReport; created: number; updated: number }
  | { step: "refused"; report: ShownReport | null; fileName: string; error: string }
  | { step: "erased"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await request.formData();
  const refuse = (error: string, report: ImportReport | null = null, fileName = "", status = 400) =>
    data<ActionData>({ step: "refused", report: report && shownReport(report), fileName, error }, { status });

  if (form.get("intent") === "erase-owner-data") {
    // PDPA retention from the Data page (issue 29 item 7: no shell command on an agent's screen); the log names the admin.
    const months = getEnv().OWNER_DATA_RETENTION_MONTHS;
    const erased = await eraseOwnerData(getDb(), { months, actor: user.email });
    const message = erased.length
      ? `Erased the owner data of ${erased.length} ${erased.length === 1 ? "listing" : "listings"} Sold or Rented for more than ${months} months: ${erased.map((d) => `#${d}`).join(", ")}.`
      : `No listing Sold or Rented for more than ${months} months still holds owner data.`;
    return data<ActionData>({ step: "erased", message });
  }

  if (form.get("intent") === "apply") {
    // The page posts back only the id of the file it checked, kept on the server (decision 048).
    const id = String(form.get("checked") ?? "");
    if (!id) return refuse("Choose a CSV file and check it first.");
    const kept = await checkedFile(getDb(), user.email, id);
    if (!kept) return refuse(GONE, null, "", 409);
    try {
      const result = await applyListingsCsv(getDb(), kept.csv, user.email, { within: (trx) => takeCheckedFile(trx, id) });
      if (!result.applied) {
        // A file-level reason (a listing saved meanwhile) is the message itself; otherwise the rows say what to fix.
        const why = result.report.fileError ?? "Nothing was imported: fix the rows below and check the file again.";
        return refuse(why, result.report, kept.fileName);
      }
      return data<ActionData>({ step: "applied", report: shownReport(result.report), created: result.created, updated: result.updated });
    } catch (e) {
      if (e instanceof CheckedFileGone) return refuse(GONE, null, kept.fileName, 409);
      logger.error({ err: e }, "CSV import failed");
      return refuse("The import failed and nothing was changed. Please try again.", null, kept.fileName, 500);
    }
  }

  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse("Choose a CSV file to import.");
  if (file.size > IMPORT_MAX_BYTES) return refuse("The file is larger than 10 MB: split it into smaller files.");
  const decoded = csvTextOf(new Uint8Array(await file.arrayBuffer()));
  if ("error" in decoded) return refuse(decoded.error, null, file.name);
  const csv = decoded.text;
  const report = await checkListingsCsv(getDb(), csv);
  if (report.fileError) return refuse(report.fileError, report, file.name);
  // Kept only when there is something to import: a file with errors is fixed and checked again.
  const importable = report.errors.length === 0 && report.rows.length > 0;
  const checked = importable ? await keepCheckedFile(getDb(), user.email, file.name, csv) : null;
  return data<ActionData>({ step: "checked", report: shownReport(report), checked, fileName: file.name });
}

const GONE = "This file was already imported, or checked again since, or more than a day ago: choose it and check it again.";

const checkedRows = (report: ShownReport) => report.totals.creates + report.totals.updates;

const section = "mt-8 border-t border-stone-200 pt-6";
const button = "inline-block rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700";

export default function DataPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const result = actionData as ActionData | undefined;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Data</h1>
      <p className="mt-1 text-sm text-stone-600">Export and import listings, download a backup, and see every change to owners' data.</p>

      <section className={section} aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold">Export listings</h2>
        <p className="mt-1 text-sm text-stone-600">
          A CSV file with every listing and every field. Columns marked <code>[private]</code> hold owners&apos; data and
          notes that visitors never see: keep the file to yourself.
        </p>
        <a href="/admin/data/listings.csv" download className={`mt-3 ${button}`}>
          Download CSV
        </a>
      </section>

      <section className={section} aria-labelledby="import-heading">
        <h2 id="import-heading" className="text-lg font-semibold">Import listings</h2>
        <p className="mt-1 text-sm text-stone-600">
          Use a file exported here. A row whose <code>display_id</code> is a listing on this site updates it; other rows
          add listings. Checking the file changes nothing; importing it changes everything at once, or nothing if any row
          has an error.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-center gap-3" key={result?.step === "applied" ? "done" : "form"}>
          <label htmlFor="file" className="sr-only">
            CSV file
          </label>
          <input id="file" name="file" type="file" accept=".csv,text/csv" className="min-h-6 max-w-full text-sm" />
          <input type="hidden" name="intent" value="check" />
          <SubmitButton busy={busyIntent === "check"} label="Check file" busyLabel="Checking..." />
        </Form>
        {result?.step === "refused" ? (
          <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {result.error}
          </p>
        ) : null}
        {result?.step === "applied" ? (
          <p role="status" className="mt-3 rounded bg-green-50 px-3 py-2 text-sm text-green-800">
            Imported: {result.created} added, {result.updated} updated.
          </p>
        ) : null}
        {result && "report" in result && result.report && !result.report.fileError ? <ImportReportView report={result.report} done={result.step === "applied"} /> : null}
        {result?.step === "checked" && result.checked && result.report.totals.errors === 0 && checkedRows(result.report) > 0 ? (
          <Form method="post" encType="multipart/form-data" className="mt-4">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="checked" value={result.checked} />
            <SubmitButton busy={busyIntent === "apply"} label={`Import ${checkedRows(result.report)} ${checkedRows(result.report) === 1 ? "row" : "rows"}`} busyLabel="Importing..." />
          </Form>
        ) : null}
      </section>

      <section className={section} aria-labelledby="backup-heading">
        <h2 id="backup-heading" className="text-lg font-semibold">Backup</h2>
        {loaderData.backupRefusal ? (
          <p className="mt-1 text-sm text-stone-600">{loaderData.backupRefusal}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-600">
              One file with the database and every photo, as the site is at this moment. To put it back, give the file to whoever
              runs the server: they stop the site and restore it (README: “Where data lives, and backups”).
            </p>
            <a href="/admin/data/backup.tar.gz" download className={`mt-3 ${button}`}>
              Download backup
            </a>
          </>
        )}
        {/* Issue 28 item 14: what a backup (or a database dump) holds, for whoever keeps it under the PDPA. */}
        <p className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          A backup holds personal data: every admin&apos;s password hash, every enquiry with the visitor&apos;s name and
          phone number, owners&apos; names, contacts and remarks, and the e-mail addresses typed in failed sign-ins. Under
          the PDPA you answer for it as for the site: keep it where only you can open it (not a shared folder or a chat),
          and delete copies you no longer need.
        </p>
      </section>

      <section className={section} aria-labelledby="person-heading">
        <h2 id="person-heading" className="text-lg font-semibold">A person&apos;s data</h2>
        <p className="mt-1 text-sm text-stone-600">
          A visitor asks what you keep about them, or to erase it: their alerts and viewing requests by e-mail address,{" "}
          <a href="/admin/personal-data" className="text-brand-700 underline">to download or erase</a>.
        </p>
      </section>

      <section className={section} aria-labelledby="owner-log-heading">
        <h2 id="owner-log-heading" className="text-lg font-semibold">Owner data log</h2>
        <p className="mt-1 text-sm text-stone-600">
          Every change to an owner&apos;s name, contact or remarks: who, when and which listing (never what was written).
          Owner data of listings Sold or Rented for more than {loaderData.retentionMonths} months is erased{" "}
          {loaderData.autoErase ? "by the site every hour" : "when you press Erase now"}.
        </p>
        {loaderData.autoErase ? null : (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="erase-owner-data" />
            <SubmitButton busy={busyIntent === "erase-owner-data"} label="Erase now" busyLabel="Erasing..." />
          </Form>
        )}
        {result?.step === "erased" ? (
          <p role="status" className="mt-3 rounded bg-green-50 px-3 py-2 text-sm text-green-800">
            {result.message}
          </p>
        ) : null}
        <OwnerDataLogView {...loaderData.log} />
        {loaderData.log.pages > 1 ? (
          <nav aria-label="Owner data log pages" className="mt-3 flex gap-4 text-sm">
            {loaderData.log.page > 1 ? <Link to={`?log=${loaderData.log.page - 1}`}>Newer</Link> : null}
            <span className="text-stone-600">
              Page {loaderData.log.page} of {loaderData.log.pages}
            </span>
            {loaderData.log.page < loaderData.log.pages ? <Link to={`?log=${loaderData.log.page + 1}`}>Older</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
