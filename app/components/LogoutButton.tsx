import { Form } from "react-router";

/** Signing out is a POST to /logout (a GET never signs anyone out): the top bar's button and the retry after a failure. */
export function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}
