import { fireEvent, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderWithProviders } from "./render";

/**
 * The inputs every form's table is made of. Unicode that is valid text (emoji, right-to-left,
 * combining marks, CJK) must be accepted whenever it fits the limit.
 */
export const BLANK = "   \t ";
export const over = (limit: number, char = "x") => char.repeat(limit + 1);
export const UNICODE = {
  emoji: "Soil 🌱 Health 🌍",
  rtl: "مريم الحسن",
  combining: "Zoe\u0308 A\u030Angstro\u0308m",
  cjk: "土壤健康入门",
} as const;
export const UNICODE_ROWS = Object.entries(UNICODE) as [keyof typeof UNICODE, string][];

/**
 * Replaces a field's value the way a person pasting would: fast for 20 000 characters, and the
 * browser's own limits (maxLength, a number field refusing letters) still apply.
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  // Pasting into a number field goes through states like "-" it cannot hold; a finished entry is one change.
  if (field instanceof HTMLInputElement && field.type === "number") {
    fireEvent.change(field, { target: { value } });
    return;
  }
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/**
 * Renders `ui`, fills each field found by its label with its value (as `fill` does, in the order
 * given) and presses the button named `submit`: how every form's table row is sent.
 */
export async function submitForm(ui: ReactElement, fields: Record<string, string>, submit: string, options?: Parameters<typeof renderWithProviders>[1]) {
  const rendered = renderWithProviders(ui, options);
  for (const [label, value] of Object.entries(fields)) await fill(rendered.user, screen.getByLabelText(label), value);
  await rendered.user.click(screen.getByRole("button", { name: submit }));
  return rendered;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Asserts the field announces `message` (its accessible description, as TextField wires it) and is marked invalid. */
export function expectFieldMessage(field: HTMLElement, message: string) {
  expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
  expect(field).toHaveAttribute("aria-invalid", "true");
}

/** Asserts the form's message (role="alert", rendered right under the fields) says `message`. */
export function expectFormMessage(message: string) {
  expect(screen.getByRole("alert")).toHaveTextContent(message);
}
