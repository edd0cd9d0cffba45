import { useI18n } from "~/i18n/context";

/** "Request a Viewing" on an available listing: a plain link to the form with the free times (no script on the listing's page). */
export function RequestViewingLink({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="viewing-cta" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="viewing-cta" className="text-lg font-semibold">
        {t("viewing.cta")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t("viewing.ctaHint")}</p>
      <a href={href} className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50" data-request-viewing="">
        {t("viewing.cta")}
      </a>
    </section>
  );
}
