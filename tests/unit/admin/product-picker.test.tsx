import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { ProductPicker } from "@/components/admin/access/product-picker";
import { searchProducts } from "@/lib/api/admin";
import type { ProductChoices, ProductOption } from "@/lib/types/access";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/admin", () => ({ searchProducts: vi.fn() }));

const soil: ProductOption = { id: "prod_soilHealth001", title: "Soil Health Indicators", state: "approved" };
const solar: ProductOption = { id: "prod_solarGrid0001", title: "Solar and Wind Grid Integration", state: "pending" };
const water: ProductOption = { id: "prod_waterDraft001", title: "Water Stewardship", state: "draft" };
const found = (...products: ProductOption[]): ProductChoices => ({ products, more: false });

/** The picker in a form-like owner that shows what is chosen, as the grant forms keep it. */
function Owner({ onChange = () => {} }: { onChange?: (product: ProductOption | null) => void }) {
  const [value, setValue] = useState<ProductOption | null>(null);
  return (
    <>
      <ProductPicker
        id="picker"
        value={value}
        onChange={(product) => {
          setValue(product);
          onChange(product);
        }}
      />
      <p data-testid="chosen">{value?.id ?? "none"}</p>
    </>
  );
}

const field = () => screen.getByRole("combobox", { name: "Product" });
const list = () => screen.getByRole("listbox", { hidden: true });

beforeEach(() => {
  vi.mocked(searchProducts).mockReset().mockResolvedValue(found(soil, solar));
});

describe("the product picker of the grant forms", () => {
  it("asks the server once typing pauses, with what was typed, and lists the matches with their state and id", async () => {
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "so");
    expect(await screen.findByRole("option", { name: "Soil Health Indicators prod_soilHealth001" })).toBeVisible();
    expect(screen.getByRole("option", { name: "Solar and Wind Grid Integration (pending) prod_solarGrid0001" })).toBeVisible();
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(searchProducts).toHaveBeenCalledWith("so");
    expect(field()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("2 results.");
  });

  it("is chosen with the arrow keys and Enter, and shows the chosen product's title and id", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Owner onChange={onChange} />);
    await user.type(field(), "so");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}");
    expect(field()).toHaveAttribute("aria-activedescendant", "picker-option-0");
    expect(screen.getByRole("option", { name: /^Soil Health/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    // Past the last option the list starts again at the first; ArrowUp from the first goes to the last.
    expect(field()).toHaveAttribute("aria-activedescendant", "picker-option-0");
    await user.keyboard("{ArrowUp}");
    expect(field()).toHaveAttribute("aria-activedescendant", "picker-option-1");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(solar);
    expect(field()).toHaveValue("Solar and Wind Grid Integration");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(list()).not.toBeVisible();
    expect(screen.getByText(/^Chosen:/)).toHaveTextContent("Chosen: Solar and Wind Grid Integration (pending) · prod_solarGrid0001");
  });

  it("is chosen with a click", async () => {
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "soil");
    await user.click(await screen.findByRole("option", { name: /^Soil Health/ }));
    expect(screen.getByTestId("chosen")).toHaveTextContent("prod_soilHealth001");
  });

  it("drops the chosen product as soon as the text is edited, so what is granted is what the field shows", async () => {
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "soil");
    await user.click(await screen.findByRole("option", { name: /^Soil Health/ }));
    await user.type(field(), "x");
    expect(screen.getByTestId("chosen")).toHaveTextContent("none");
    expect(screen.queryByText(/^Chosen:/)).toBeNull();
  });

  it("closes the list on Escape, then clears the field on a second Escape", async () => {
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "so");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(field()).not.toHaveAttribute("aria-activedescendant");
    expect(field()).toHaveValue("so");
    await user.keyboard("{Escape}");
    expect(field()).toHaveValue("");
    expect(screen.getByTestId("chosen")).toHaveTextContent("none");
  });

  it("says when nothing matches", async () => {
    vi.mocked(searchProducts).mockResolvedValue(found());
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "zzz");
    expect(await screen.findByText("No product matches “zzz”.")).toBeVisible();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(field()).toHaveAttribute("aria-expanded", "false");
  });

  it("says when more products match than it shows", async () => {
    vi.mocked(searchProducts).mockResolvedValue({ products: [soil, solar, water], more: true });
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "s");
    expect(await screen.findByText("3 results; more match, type more of the title.")).toHaveAttribute("role", "status");
  });

  it("shows a failed search and searches again on Retry, keeping the text", async () => {
    vi.mocked(searchProducts).mockRejectedValueOnce(Object.assign(new Error("Server down"), { status: 503 }));
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "water");
    expect(await screen.findByRole("alert")).toHaveTextContent("The products could not be searched. Please try again in a moment.");
    vi.mocked(searchProducts).mockResolvedValueOnce(found(water));
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("option", { name: "Water Stewardship (draft) prod_waterDraft001" })).toBeVisible();
    expect(searchProducts).toHaveBeenLastCalledWith("water");
    expect(field()).toHaveValue("water");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the answer to the latest text when an older search answers last", async () => {
    let answerOld: (choices: ProductChoices) => void = () => {};
    vi.mocked(searchProducts)
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce(found(solar));
    const { user } = renderWithProviders(<Owner />);
    await user.type(field(), "so");
    await waitFor(() => expect(searchProducts).toHaveBeenCalledWith("so"));
    await user.type(field(), "lar");
    expect(await screen.findByRole("option", { name: /^Solar/ })).toBeVisible();
    await act(async () => answerOld(found(soil)));
    expect(screen.queryByRole("option", { name: /^Soil/ })).toBeNull();
    expect(screen.getByRole("option", { name: /^Solar/ })).toBeVisible();
  });
});
