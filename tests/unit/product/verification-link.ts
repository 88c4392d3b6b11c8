import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { Mock } from "vitest";

/** The unverified learner asks for the verification email: it is sent once and the form says so. */
export async function askForVerificationLink(user: UserEvent, sendVerificationEmail: Mock) {
  await user.click(screen.getByRole("button", { name: "Send verification email" }));
  expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
  expect(await screen.findByText("We sent you a link. Open it, then choose Check again.")).toBeInTheDocument();
}
