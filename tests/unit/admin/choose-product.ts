import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Chooses a product in a grant form's picker as an admin does: types the start of its title, then
 * clicks it in the list. `@/lib/api/admin` must be mocked with a `searchProducts` that finds it.
 */
export async function chooseProduct(user: UserEvent, title: string, container: HTMLElement = document.body) {
  const field = within(container).getByRole("combobox", { name: "Product" });
  await user.type(field, title.slice(0, 4));
  const option = await within(container).findByRole("option", { name: (name) => name.startsWith(title) });
  await user.click(option);
  expect(screen.getAllByText(/^Chosen:/).length).toBeGreaterThan(0);
}
