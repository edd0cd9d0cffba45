import { Form, useNavigation } from "react-router";
import { ConsultantPhotoSection } from "~/site/ui/ConsultantPhotoSection";
import { LogoSection } from "~/site/ui/LogoSection";
import type { Route } from "./+types/settings";
import { AdminError } from "~/components/AdminError";
import { SettingsField, ColourField } from "~/site/ui/SettingsField";
import { SubmitButton } from "~/components/SubmitButton";
import { requireAdmin } from "~/auth/session.server";
import { adminMeta } from "~/site/admin-page";
import { saveSettingsForm, settingsPageData } from "~/site/settings-form.server";
import { notificationStatus } from "~/leads/notify/settings.server";
import { NotificationsSection } from "~/leads/ui/NotificationsSection";

export const meta = () => adminMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [page, notifications] = await Promise.all([settingsPageData(), notificationStatus()]);
  return { ...page, notifications };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return saveSettingsForm(request, await request.formData());
}

const section = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5";
const legend = "text-lg font-semibold";

/** /admin/settings (decision 020): the agency, the negotiator, the watermark and the brand. */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const field = (name: keyof typeof values) => ({ name, defaultValue: values[name], error: errors[name] });
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="mt-1 text-sm text-stone-600">
        Shown on every page: the top bar, the footer, each listing&apos;s contact box and the WhatsApp link.
        {loaderData.saved ? null : " Not saved yet: these are the values from the server's configuration."}
      </p>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="mt-4 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          Nothing was saved. Please correct the fields marked below.
        </p>
      ) : null}
      {/* noValidate: the server's messages are the ones the admin sees, with or without JS. */}
      <Form method="post" noValidate className="mt-5 space-y-5" key={JSON.stringify(loaderData.values)}>
        <fieldset className={section}>
          <legend className={legend}>Agency</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <SettingsField label="Agency name" {...field("agencyName")} autoComplete="organization" />
            <SettingsField
              label="Agency registration number (E-number)"
              hint="As on the Board's certificate, e.g. E (1) 1234."
              {...field("agencyRegNo")}
            />
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>Negotiator</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <SettingsField label="Negotiator name" {...field("consultantName")} autoComplete="name" />
            <SettingsField label="REN number" hint="e.g. REN 12345 (PEA 1234 or E 1234 also accepted)." {...field("consultantRen")} />
            <SettingsField
              label="WhatsApp number"
              hint="With the country code 6, e.g. 60123456789. The WhatsApp Now button opens a chat with it."
              inputMode="tel"
              {...field("whatsappNumber")}
            />
            <SettingsField
              label="Phone"
              hint="As visitors should read it. Blank: the WhatsApp number, e.g. +60 12-345 6789."
              inputMode="tel"
              autoComplete="tel"
              {...field("consultantPhone")}
            />
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>Photos</legend>
          <SettingsField
            className="mt-3"
            label="Watermark text"
            hint={`Drawn on every new photo. Blank: the site's address (${loaderData.siteAddress}). Photos already uploaded keep their mark until whoever runs the server marks them again.`}
            {...field("watermarkText")}
          />
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>Brand colours</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <ColourField label="Brand colour" hint="Top bar, buttons and links. Dark enough for white text." {...field("brandColor")} />
            <ColourField label="Accent colour" hint="Highlights and badges. Light enough for dark text." {...field("accentColor")} />
          </div>
        </fieldset>
        <SubmitButton busy={saving} label="Save settings" busyLabel="Saving..." />
        <input type="hidden" name="intent" value="save" />
      </Form>
      <LogoSection logo={loaderData.logo} />
      <ConsultantPhotoSection photo={loaderData.consultantPhoto} name={loaderData.values.consultantName} />
      <NotificationsSection status={loaderData.notifications} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
