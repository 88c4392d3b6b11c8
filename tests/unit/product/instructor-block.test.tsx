import { render, screen, within } from "@testing-library/react";
import { InstructorBlock } from "@/components/product/instructor-block";
import type { Instructor } from "@/lib/db/creator-profiles.server";

const lena: Instructor = {
  uid: "lena",
  profile: { uid: "lena", displayName: "Dr. Lena Hofer", bio: "Soil scientist at BOKU.", photoUrl: "" },
  otherCourses: [
    { id: "prod_soil", title: "Soil basics", subtitle: "" },
    { id: "prod_water", title: "Water", subtitle: "" },
  ],
};
const jonas: Instructor = { uid: "jonas", profile: null, otherCourses: [{ id: "prod_bees", title: "Bees", subtitle: "" }] };

describe("InstructorBlock", () => {
  it("shows the creator's name, bio, initials (without the title) and other courses as links", () => {
    render(<InstructorBlock instructors={[lena]} author="Lena H." />);
    const block = screen.getByRole("region", { name: "About the instructor" });
    expect(within(block).getByRole("heading", { name: "Dr. Lena Hofer" })).toBeInTheDocument();
    expect(within(block).getByText("Soil scientist at BOKU.")).toBeInTheDocument();
    expect(within(block).getByText("LH")).toBeInTheDocument();
    expect(within(block).getByRole("link", { name: "Water" })).toHaveAttribute("href", "/products/prod_water");
    expect(within(block).queryByText("Lena H.")).not.toBeInTheDocument();
  });

  it("shows the photo when the profile has one, instead of initials", () => {
    const withPhoto = { ...lena, profile: { ...lena.profile!, photoUrl: "https://example.com/lena.jpg" } };
    const { container } = render(<InstructorBlock instructors={[withPhoto]} author="" />);
    expect(container.querySelector("img")).toHaveAttribute("src", "https://example.com/lena.jpg");
    expect(screen.queryByText("LH")).not.toBeInTheDocument();
  });

  it("falls back to the product's author name, with the first creator's courses, when nobody wrote a profile", () => {
    render(<InstructorBlock instructors={[jonas]} author="Jonas Berg" />);
    const block = screen.getByRole("region", { name: "About the instructor" });
    expect(within(block).getByRole("heading", { name: "Jonas Berg" })).toBeInTheDocument();
    expect(within(block).getByRole("link", { name: "Bees" })).toBeInTheDocument();
  });

  it("leaves out a co-creator without a profile when another creator has one, and lists no courses when there are none", () => {
    render(<InstructorBlock instructors={[{ ...lena, otherCourses: [] }, jonas]} author="Lena Hofer, Jonas Berg" />);
    expect(screen.queryByRole("heading", { name: "Jonas Berg" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByText(/More courses by/)).not.toBeInTheDocument();
  });

  it("renders nothing without a profile or an author name", () => {
    const { container } = render(<InstructorBlock instructors={[]} author=" " />);
    expect(container).toBeEmptyDOMElement();
  });
});
