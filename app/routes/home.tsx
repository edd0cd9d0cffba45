import { Form } from "react-router";
import type { Route } from "./+types/home";
import { PropertyCard } from "~/components/PropertyCard";
import { listAvailable } from "~/lib/public-listings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const page = Number(url.searchParams.get("page") ?? "1");
  return { q, ...(await listAvailable({ q, page })) };
}

export function meta() {
  return [{ title: "Available Properties" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { items, q } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Available Properties</h1>
      <Form method="get" role="search" className="mt-4 max-w-[500px]">
        <label htmlFor="q" className="sr-only">Search properties</label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="ID, Title, Project, Location..."
          className="w-full rounded border border-stone-300 px-3 py-2"
        />
      </Form>
      {items.length === 0 ? (
        <p className="mt-8 text-stone-700">No available properties found.</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((p, i) => (
            <PropertyCard key={p.id} property={p} eager={i < 3} />
          ))}
        </div>
      )}
    </div>
  );
}
