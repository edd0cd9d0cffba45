import type { SiteSettings } from "~/platform/site-settings/rules";
import { BrandImageSection } from "./BrandImageSection";

/** /admin/settings: the agency's logo in the top bar of every page. */
export function LogoSection({ logo }: { logo: SiteSettings["logo"] }) {
  return (
    <BrandImageSection
      id="logo"
      title="Logo"
      description="Shown beside the agency name in the top bar. PNG (best with a transparent background), JPEG or WebP, up to 5 MB; it is scaled to at most 96 px high."
      current={
        logo ? (
          <span className="rounded bg-brand-800 p-2">
            <img src={logo.url} width={logo.width} height={logo.height} alt="Current logo" className="h-12 w-auto" />
          </span>
        ) : null
      }
      empty="No logo yet: the top bar shows the agency name alone."
      remove={{ intent: "remove-logo", label: "Remove logo" }}
      upload={{ action: "/admin/settings/logo", label: logo ? "Replace the logo" : "Upload a logo", button: "Upload logo" }}
    />
  );
}
