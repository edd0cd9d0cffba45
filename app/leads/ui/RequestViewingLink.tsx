import { useI18n } from "~/i18n/context";
import { Panel } from "~/components/Panel";

/** "Request a Viewing" on an available listing: a plain link to the form with the free times (no script on the listing's page). */
export function RequestViewingLink({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <Panel headingId="viewing-cta" title={t("viewing.cta")} intro={t("viewing.ctaHint")}>
      <a href={href} className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50" data-request-viewing="">
        {t("viewing.cta")}
      </a>
    </Panel>
  );
}
