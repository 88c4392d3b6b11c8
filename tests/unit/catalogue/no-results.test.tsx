import { render, screen, within } from "@testing-library/react";
import { NoResults } from "@/components/catalogue/no-results";
import { parseCatalogueQuery } from "@/lib/catalogue/query";

const empty = { items: [], nextCursor: null, total: 0, offset: 0 };

describe("an empty catalogue page", () => {
  it("offers the suggested searches, keeping the filters, and the way to the universities", () => {
    render(<NoResults query={parseCatalogueQuery({ q: "solar batterie", type: "documents" })} result={{ ...empty, suggestions: ["solar battery"] }} />);
    const suggestions = screen.getByRole("list", { name: "Did you mean:" });
    expect(within(suggestions).getByRole("link", { name: "solar battery" })).toHaveAttribute("href", "/courses?q=solar+battery&type=documents");
    expect(screen.getByRole("link", { name: "Browse courses by university" })).toHaveAttribute("href", "/universities");
    expect(screen.getByRole("link", { name: "Show all courses" })).toHaveAttribute("href", "/courses");
  });

  it("without suggestions still leads on to the universities", () => {
    render(<NoResults query={parseCatalogueQuery({ q: "quantum" })} result={{ ...empty, suggestions: [] }} />);
    expect(screen.queryByRole("list", { name: "Did you mean:" })).toBeNull();
    expect(screen.getByText("No courses match your search.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses by university" })).toHaveAttribute("href", "/universities");
  });
});
