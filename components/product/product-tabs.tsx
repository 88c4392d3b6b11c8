"use client";

import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { isEnrolled, useEnrolment } from "./enrolment";
import { useTabHashWriter } from "./tab-hash-writer";

export type ProductTab = { id: string; label: string; panel: ReactNode };

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/**
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): arrow keys, Home and End
 * move between tabs. Panels are rendered on the server and only hidden here, so their text is
 * in the HTML. `content` becomes a Content tab, after Overview, for enrolled users only.
 * A link to #qa or #reviews opens that tab.
 */
export function ProductTabs({ tabs, content }: { tabs: ProductTab[]; content: ReactNode }) {
  const enrolled = isEnrolled(useEnrolment());
  const visible = enrolled ? [...tabs.slice(0, 1), { id: "content", label: "Content", panel: content }, ...tabs.slice(1)] : tabs;
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash.slice(1), () => "");
  const [chosen, setChosen] = useState<string | null>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const writeHash = useTabHashWriter();

  const selectedId = [chosen, hash].find((id) => visible.some((tab) => tab.id === id)) ?? visible[0]?.id;
  const select = (id: string, focus = false) => {
    setChosen(id);
    if (focus) buttons.current[id]?.focus();
    writeHash(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = visible.findIndex((tab) => tab.id === selectedId);
    const last = visible.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = visible[(next + visible.length) % visible.length];
    if (target) select(target.id, true);
  };

  return (
    <div>
      <div role="tablist" aria-label="Course details" onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-slate-200 sm:gap-1">
        {visible.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px shrink-0 grow border-b-2 px-2 py-2 text-[0.8125rem] font-semibold sm:grow-0 sm:px-4 sm:text-sm focus-visible:outline-2 focus-visible:outline-brand-700 ${
                selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {visible.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className="py-6 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
