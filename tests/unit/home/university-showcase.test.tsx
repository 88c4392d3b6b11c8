import { render, screen, within } from "@testing-library/react";
import { UniversityShowcase } from "@/components/home/university-showcase";
import { aUniversityTree } from "@/tests/factories/catalogue";

const universities = (count: number) => Array.from({ length: count }, (_, index) => ({ ...aUniversityTree(`uni_${index + 1}`), degreeCount: 2, courseCount: 1 }));

describe("the home page's universities", () => {
  it("lists the first six and leads to all of them when there are more", () => {
    render(<UniversityShowcase universities={universities(9)} />);
    const section = screen.getByRole("region", { name: "Browse by university" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "See all 9 universities",
      "University uni_1",
      "University uni_2",
      "University uni_3",
      "University uni_4",
      "University uni_5",
      "University uni_6",
    ]);
    expect(within(section).getByRole("link", { name: "See all 9 universities" })).toHaveAttribute("href", "/universities");
  });

  it("lists every university, without a link to more, when there are six or fewer", () => {
    render(<UniversityShowcase universities={universities(4)} />);
    const section = screen.getByRole("region", { name: "Browse by university" });
    expect(within(section).getAllByRole("link")).toHaveLength(4);
    expect(within(section).queryByRole("link", { name: /See all/ })).not.toBeInTheDocument();
  });

  it("says so when no university has been added yet", () => {
    render(<UniversityShowcase universities={[]} />);
    expect(screen.getByText("No universities have been added yet.")).toBeInTheDocument();
  });
});
