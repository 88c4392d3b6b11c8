import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import CopyrightPage, { metadata as copyrightMeta } from "@/app/dashboard/guides/copyright/page";
import GeneralPage, { metadata as generalMeta } from "@/app/dashboard/guides/general/page";
import PracticalPage, { metadata as practicalMeta } from "@/app/dashboard/guides/practical/page";
import WhyPage, { metadata as whyMeta } from "@/app/dashboard/guides/why/page";
import { guidesMenu } from "@/config/menus";
import { UPLOAD_LIMITS } from "@/config/uploads";
import { formatBytes, formatFileTypes } from "@/lib/utils/bytes";

const guides: [string, () => ReactElement, { title?: unknown }, string[]][] = [
  [
    "/dashboard/guides/general",
    GeneralPage,
    generalMeta,
    ["Start with the learning outcomes", "Workload and ECTS credits", "Accessibility", "The submission checklist", "Review times and rejections"],
  ],
  [
    "/dashboard/guides/practical",
    PracticalPage,
    practicalMeta,
    ["Recording", "Slides", "Editing and export", "Uploads", "Pricing"],
  ],
  [
    "/dashboard/guides/why",
    WhyPage,
    whyMeta,
    ["An audience that is looking for you", "Your share of every sale", "Co-create with colleagues"],
  ],
  [
    "/dashboard/guides/copyright",
    CopyrightPage,
    copyrightMeta,
    ["Creative Commons licences", "Public domain", "Student work and consent", "If you receive a takedown notice"],
  ],
];

describe("creator guides", () => {
  it("has a page for every entry of the guides menu", () => {
    expect(guides.map(([path]) => path).sort()).toEqual(guidesMenu.map((link) => link.href).sort());
  });

  it.each(guides)("%s shows its title, its sections and marks itself in the guides menu", (path, Page, meta, headings) => {
    render(<Page />);
    expect(screen.getByRole("heading", { level: 1, name: String(meta.title) })).toBeInTheDocument();
    for (const name of headings) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const nav = screen.getByRole("navigation", { name: "Guides" });
    const current = within(nav).getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("href", path);
  });

  it("quotes the upload limits and formats the uploader enforces", () => {
    render(<PracticalPage />);
    const table = screen.getByRole("table");
    const row = (name: string) => within(table).getByRole("row", { name: new RegExp(`^${name}`) });
    expect(row("Videos")).toHaveTextContent(formatBytes(UPLOAD_LIMITS.video.maxBytes));
    expect(row("Videos")).toHaveTextContent(formatFileTypes(UPLOAD_LIMITS.video.types));
    expect(row("Documents")).toHaveTextContent(formatBytes(UPLOAD_LIMITS.document.maxBytes));
    expect(row("Images")).toHaveTextContent(formatBytes(UPLOAD_LIMITS.image.maxBytes));
    expect(row("Captions")).toHaveTextContent("WebVTT (.vtt)");
    expect(row("Captions")).toHaveTextContent("1 MB");
    expect(row("Images")).toHaveTextContent("JPEG, PNG or WebP");
    // The numbers a creator reads are the documented ones, not an accident of formatting.
    expect(row("Videos")).toHaveTextContent("2 GB");
    expect(row("Documents")).toHaveTextContent("100 MB");
    expect(row("Images")).toHaveTextContent("10 MB");
  });

  it("states the creator share decided in decision 0015 and the 160-character SEO limit", () => {
    render(<WhyPage />);
    expect(screen.getByText(/80 % of its net revenue/)).toBeInTheDocument();
    render(<GeneralPage />);
    expect(screen.getByText("160 characters")).toBeInTheDocument();
  });
});

describe("formatBytes", () => {
  it("uses the largest whole unit", () => {
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
    expect(formatBytes(1.5 * 1024 ** 2)).toBe("1.5 MB");
    expect(formatBytes(512)).toBe("512 bytes");
  });
});
