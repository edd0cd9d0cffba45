import { data } from "react-router";

export function action() {
  return data({ error: "Not available yet" }, { status: 501 });
}
