import type { Resource } from "@/lib/types/product";

/** A resource URL is shown only when it is http(s): a stored "javascript:" link never becomes one. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function ResourcesPanel({ resources }: { resources: Resource[] }) {
  const links = resources.filter((resource) => isWebUrl(resource.url));
  return (
    <section aria-labelledby="resources-heading" className="max-w-3xl">
      <h2 id="resources-heading" className="text-xl font-semibold text-slate-900">
        Resources
      </h2>
      {links.length ? (
        <ul className="mt-3 space-y-2">
          {links.map((resource) => (
            <li key={resource.url}>
              <a href={resource.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline hover:text-brand-800">
                {resource.title || resource.url}
                <span className="text-sm font-normal text-slate-600"> (external link, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">This course lists no further resources.</p>
      )}
    </section>
  );
}
