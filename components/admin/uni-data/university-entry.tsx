"use client";

import { useId, useState } from "react";
import type { University } from "@/lib/types/university";
import { ItemActions } from "./item-actions";
import { UniversityItems } from "./university-items";

/**
 * One university of the list with Edit and Delete, and a disclosure (WAI-ARIA APG "Disclosure"):
 * its heading is a button whose aria-expanded says whether the region below it, with the
 * university's degrees, courses and sections, is open. The region is fetched on the first open
 * and kept while closed, so opening it again asks nothing.
 */
export function UniversityEntry({ university }: { university: University }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={toggle}
          className="flex w-full items-start gap-2 rounded-md text-left hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-1 size-5 shrink-0 fill-current transition-transform ${open ? "rotate-90" : ""}`}>
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
          <span className="min-w-0 break-words">{university.name}</span>
        </button>
      </h3>
      <div className="pl-7">
        <p className="text-sm text-slate-600">
          {university.shortName} · {university.city}, {university.country}
        </p>
        <p className="text-sm break-words text-slate-600">
          Student email domains: {university.emailDomains?.length ? university.emailDomains.join(", ") : "none yet"}
        </p>
        <ItemActions
          target={{ kind: "university", universityId: university.id, id: university.id }}
          label={university.name}
          values={{ name: university.name, shortName: university.shortName, country: university.country, city: university.city, website: university.website, emailDomains: (university.emailDomains ?? []).join(", ") }}
        />
        <div id={`${id}-region`} role="region" aria-labelledby={`${id}-button`} hidden={!open}>
          {opened ? <UniversityItems universityId={university.id} /> : null}
        </div>
      </div>
    </li>
  );
}
