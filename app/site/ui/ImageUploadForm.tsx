import { Form } from "react-router";

/**
 * One image file to its own route of /admin/settings (the logo, the
 * negotiator's photo): a plain document POST, so the file goes outside the
 * 64 KB limit of other forms, and the page reloads with the route's message.
 */
export function ImageUploadForm({
  action,
  id,
  label,
  button,
  accept = "image/png,image/jpeg,image/webp",
}: {
  action: string;
  id: string;
  label: string;
  button: string;
  accept?: string;
}) {
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      reloadDocument
      className="mt-4 space-y-3"
    >
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          name="file"
          type="file"
          accept={accept}
          required
          className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {button}
      </button>
    </Form>
  );
}
