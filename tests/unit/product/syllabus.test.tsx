import { render, screen, within } from "@testing-library/react";
import { OverviewPanel } from "@/components/product/overview-panel";
import type { Lecture } from "@/lib/types/product";

// Issue 36: a visitor saw "2 sections, 5 lectures" but not what they are; the syllabus decides a purchase.
const lecture = (id: string, sectionId: string, title: string, duration: number, preview = false): Lecture => ({ id, sectionId, title, order: 0, duration, type: "video", preview, captions: [] });
const product = {
  description: "Floods, explained.",
  learningOutcomes: [],
  faq: [],
  sections: [
    { id: "s1", title: "Reading the river" },
    { id: "s2", title: "Modelling floods" },
  ],
};
const lectures = [lecture("l1", "s1", "Catchments", 12, true), lecture("l2", "s1", "Gauges", 8.5), lecture("l3", "s2", "HEC-RAS in practice", 95)];

describe("the syllabus on the Overview tab, for everyone", () => {
  it("lists every section with its lectures' titles and lengths, and marks the free previews", () => {
    render(<OverviewPanel product={product} lectures={lectures} />);
    const syllabus = screen.getByRole("group", { name: "Syllabus" });
    expect(within(syllabus).getByText("Reading the river")).toBeVisible();
    expect(within(syllabus).getByText("2 lectures · 21 min")).toBeVisible();
    expect(within(syllabus).getByText("Modelling floods")).toBeVisible();
    expect(within(syllabus).getByText("1 lecture · 1 h 35 min")).toBeInTheDocument();
    expect(screen.getByText("2 sections · 3 lectures · 1 h 56 min in total")).toBeVisible();
    const catchments = within(syllabus).getByText("Catchments").closest("li")!;
    expect(within(catchments).getByText("Preview")).toBeInTheDocument();
    expect(within(catchments).getByText("12 min")).toBeInTheDocument();
    expect(within(within(syllabus).getByText("Gauges").closest("li")!).queryByText("Preview")).toBeNull();
    expect(within(syllabus).getByText("HEC-RAS in practice")).toBeInTheDocument();
  });

  it("opens the first section and keeps the others a click away, without JavaScript", () => {
    const { container } = render(<OverviewPanel product={product} lectures={lectures} />);
    expect([...container.querySelectorAll("details")].map((section) => section.open)).toEqual([true, false]);
  });

  it("has no syllabus for a product without sections", () => {
    render(<OverviewPanel product={{ ...product, sections: [] }} lectures={[]} />);
    expect(screen.queryByRole("group", { name: "Syllabus" })).toBeNull();
  });
});
