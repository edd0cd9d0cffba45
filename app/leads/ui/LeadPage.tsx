import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "~/components/Breadcrumb";
import { useI18n } from "~/i18n/context";
import { listingTitle, type Titled } from "~/i18n/listing-text";
import { listingPath } from "~/properties/model/property";

/** A lead page about one listing (its enquiry, its viewing request): the crumbs to it, the page, and the way back to it. */
export function LeadPage({ listing, crumb, children }: { listing: Titled & { id: string; slug: string }; crumb: string; children: ReactNode }) {
  const { t, path, lang } = useI18n();
  const back = listingPath(listing);
  return (
    <div className="mx-auto max-w-xl px-4 pb-12 pt-6">
      <Breadcrumb items={[{ name: t("listing.crumb.available"), path: "/" }, { name: listingTitle(listing, lang).text, path: back }, { name: crumb }]} />
      {children}
      <p className="mt-6">
        <Link to={path(back)} className="inline-block py-1 font-medium text-brand-700 underline">
          {t("listing.enquiry.back")}
        </Link>
      </p>
    </div>
  );
}
