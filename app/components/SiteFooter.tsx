import { useRootData } from "~/site/root-data";

/** Malaysian estate-agency adverts show the firm and the negotiator on every page. */
export function SiteFooter() {
  const env = useRootData()?.env;
  if (!env) return null;
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">
          {env.AGENCY_NAME} <span className="font-normal">({env.AGENCY_REG_NO})</span>
        </p>
        <p>
          {env.CONSULTANT_NAME}, {env.CONSULTANT_REN} · <a className="underline" href={`tel:+${env.WHATSAPP_NUMBER}`}>{env.CONSULTANT_PHONE}</a>
        </p>
      </div>
    </footer>
  );
}
