import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { filesUnder } from "../files-under";
import { Button, buttonClass, ButtonLink, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

const variants: ButtonVariant[] = ["primary", "secondary", "outline"];
const sizes: ButtonSize[] = ["xs", "sm", "md", "lg"];

describe("Button", () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))("%s, %s: shows a keyboard focus outline", (variant, size) => {
    expect(buttonClass({ variant, size }).split(" ")).toEqual(expect.arrayContaining(["focus-visible:outline-2", "focus-visible:outline-brand-700"]));
  });

  it("is a plain button unless told to submit, so it never submits a form by accident", async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    screen.getByRole("button", { name: "Cancel" }).click();
    expect(submitted).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "Save" }).click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("as a link, goes where it points and keeps its own layout classes", () => {
    render(
      <ButtonLink href="/cart" className="w-full">
        Back to your cart
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Back to your cart" });
    expect(link).toHaveAttribute("href", "/cart");
    expect(link.className.split(" ")).toEqual(expect.arrayContaining(["w-full", "bg-brand-700", "focus-visible:outline-2"]));
  });
});

describe("the app's buttons", () => {
  // A filled brand button written out by hand has no focus outline unless someone remembers it.
  const files = (dir: string) => filesUnder(dir, (file) => /\.tsx?$/.test(file));

  it("take their look from components/ui/button.tsx", () => {
    const handMade = [...files("components"), ...files("app")].filter(
      (file) => file !== path.join("components", "ui", "button.tsx") && /bg-brand-700[^"`]*text-white[^"`]*hover:bg-brand-800/.test(readFileSync(file, "utf8")),
    );
    expect(handMade).toEqual([]);
  });
});
