import { screen } from "@testing-library/react";
import { CatalogueForm } from "@/components/catalogue/catalogue-form";
import { MIN_ABOVE_MAX } from "@/components/catalogue/price-range-fields";
import { SearchBox } from "@/components/catalogue/search-box";
import { MAX_SEARCH_LENGTH } from "@/lib/catalogue/query";
import { renderWithProviders } from "../render";
import { expectFieldMessage, fill, over, UNICODE_ROWS } from "../bad-input-rows";

// Both forms are plain GET forms: what "is sent" is the submit event the browser lets through.
const sent = vi.fn();
const capture = (event: SubmitEvent) => {
  event.preventDefault();
  sent(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
};
beforeEach(() => {
  sent.mockReset();
  document.addEventListener("submit", capture);
});
afterEach(() => document.removeEventListener("submit", capture));

const MIN = "Min price (€)";
const MAX = "Max price (€)";

async function filter(prices: { [MIN]?: string; [MAX]?: string }) {
  const { user } = renderWithProviders(<CatalogueForm query={{ q: "", sort: "rating" }} universities={[]} />);
  for (const [label, value] of Object.entries(prices)) await fill(user, screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: "Apply filters" }));
  return user;
}

describe("the catalogue's price range with bad input", () => {
  it.each([
    ["a negative minimum", MIN, "-5", "The price cannot be negative."],
    ["a negative maximum of one cent", MAX, "-0.01", "The price cannot be negative."],
    ["a maximum over 100000 €", MAX, "100000.01", "The price can be at most 100000 €."],
    ["a 22-digit minimum", MIN, "9".repeat(22), "The price can be at most 100000 €."],
    ["a minimum in scientific notation", MIN, "1e21", "The price can be at most 100000 €."],
    ["a minimum with three decimals", MIN, "9.999", "Use at most two decimals for the price."],
  ] as const)("refuses %s beside the field, keeps it and searches nothing", async (_row, label, value, message) => {
    await filter({ [label]: value });
    const field = screen.getByLabelText(label);
    expectFieldMessage(field, message);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(Number(value));
    expect(sent).not.toHaveBeenCalled();
  });

  it("refuses a minimum above the maximum beside the maximum, then searches once it is fixed", async () => {
    const user = await filter({ [MIN]: "50", [MAX]: "20" });
    expectFieldMessage(screen.getByLabelText(MAX), MIN_ABOVE_MAX);
    expect(screen.getByLabelText(MIN)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText(MIN)).toHaveValue(50);
    expect(sent).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText(MIN), "10");
    expect(screen.getByLabelText(MAX)).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ min: "10", max: "20" }));
  });

  it("clears a field's message as soon as it is corrected", async () => {
    const user = await filter({ [MIN]: "-5" });
    await fill(user, screen.getByLabelText(MIN), "5");
    expect(screen.getByLabelText(MIN)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("The price cannot be negative.")).not.toBeInTheDocument();
  });

  it.each([
    ["free up to 0 €", "0", "0"],
    ["an equal minimum and maximum", "19.99", "19.99"],
    ["the highest price there is", "0", "100000"],
  ])("searches %s", async (_row, min, max) => {
    await filter({ [MIN]: min, [MAX]: max });
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ min, max }));
    expect(screen.queryByRole("spinbutton", { description: /./ })).not.toBeInTheDocument();
  });

  it("leaves letters out, as a number field cannot hold them, and searches without a minimum", async () => {
    await filter({ [MIN]: "twenty" });
    expect(screen.getByLabelText(MIN)).toHaveValue(null);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ min: "" }));
  });
});

// The home page's box had no limit: a pasted page of text made a URL the server refuses.
describe.each([
  ["the catalogue search", () => <CatalogueForm query={{ q: "", sort: "rating" }} universities={[]} />, "Search"],
  ["the home page search box", () => <SearchBox />, "Search"],
])("%s with bad input", (_form, ui, button) => {
  const search = async (text: string) => {
    const { user } = renderWithProviders(ui());
    await fill(user, screen.getByRole("searchbox", { name: "Search courses" }), text);
    await user.click(screen.getByRole("button", { name: button }));
  };

  it.each([
    ["101 characters", over(MAX_SEARCH_LENGTH)],
    ["20 000 characters", "soil ".repeat(4000)],
  ])("keeps %s to the 100 a search may have", async (_row, text) => {
    await search(text);
    expect(screen.getByRole("searchbox")).toHaveValue(text.slice(0, MAX_SEARCH_LENGTH));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ q: text.slice(0, MAX_SEARCH_LENGTH) }));
  });

  it.each(UNICODE_ROWS)("searches for text in %s as typed", async (_kind, text) => {
    await search(text);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ q: text }));
  });
});
