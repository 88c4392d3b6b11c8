import { screen } from "@testing-library/react";
import { CodeForm } from "@/components/auth/code-form";
import { EmailLinkCompletion } from "@/components/auth/email-link-completion";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { PhoneNumberForm } from "@/components/auth/phone-number-form";
import { renderWithProviders } from "../render";
import { BLANK, expectFormMessage, fill, over, submitForm } from "../bad-input-rows";

const link = vi.hoisted(() => ({ sendEmailSignInLink: vi.fn(), completeEmailLinkSignIn: vi.fn(), isEmailSignInLink: vi.fn(), storedSignInEmail: vi.fn() }));
vi.mock("@/lib/auth/email-link", () => link);
// One router for every render, as Next.js gives: the completion page re-checks the link when it changes.
const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, useSearchParams: () => new URLSearchParams() }));

const INVALID_EMAIL = "Enter a valid email address, like name@example.com.";
const PHONE_HINT = "Enter your phone number in international format, starting with + and the country code.";

beforeEach(() => {
  for (const mock of Object.values(link)) mock.mockReset().mockResolvedValue(undefined);
  link.isEmailSignInLink.mockReturnValue(true);
  link.storedSignInEmail.mockReturnValue("");
});

describe("asking for an email sign-in link with bad input", () => {
  const ask = (email: string) => submitForm(<EmailLinkForm />, { "Send the link to": email }, "Email me a sign-in link");

  it.each([
    ["an empty address", ""],
    ["a blank address", BLANK],
    ["an address without @", "ada.example.com"],
    ["an address without a domain dot", "ada@example"],
    ["an address with a space inside", "ada @example.com"],
    ["a negative number", "-42"],
  ])("refuses %s under the field and sends no link", async (_row, email) => {
    await ask(email);
    expectFormMessage(INVALID_EMAIL);
    expect(link.sendEmailSignInLink).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Send the link to")).toHaveValue(email.trim());
  });

  it("shows Firebase's refusal of a 320-character address in words, keeping it", async () => {
    const email = `${over(300)}@example.com`;
    link.sendEmailSignInLink.mockRejectedValue({ code: "auth/invalid-email" });
    await ask(email);
    expect(await screen.findByRole("alert")).toHaveTextContent(INVALID_EMAIL);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Send the link to")).toHaveValue(email);
  });

  it("sends the link to an internationalised address as typed", async () => {
    await ask("zoë@exämple.com");
    expect(link.sendEmailSignInLink).toHaveBeenCalledWith("zoë@exämple.com", "/");
    expect(await screen.findByRole("status")).toHaveTextContent("We sent a sign-in link to zoë@exämple.com.");
  });
});

describe("confirming the address an email link was sent to, with bad input", () => {
  const confirm = async (email: string) => {
    const { user } = renderWithProviders(<EmailLinkCompletion />);
    await fill(user, await screen.findByLabelText("Email"), email);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
  };

  it.each([
    ["an empty address", ""],
    ["a blank address", BLANK],
  ])("refuses %s under the field and does not sign in", async (_row, email) => {
    await confirm(email);
    expectFormMessage("Enter the email address the link was sent to.");
    expect(link.completeEmailLinkSignIn).not.toHaveBeenCalled();
  });

  // The address is only compared by Firebase: its refusal must come back readable, input kept.
  it.each([
    ["a malformed address", "ada.example.com", "auth/invalid-email", INVALID_EMAIL],
    ["an address of 320 characters", `${over(300)}@example.com`, "auth/invalid-email", INVALID_EMAIL],
    ["another person's address", "grace@example.com", "auth/invalid-action-code", "This link is not valid any more"],
  ])("shows Firebase's refusal of %s in words and keeps it", async (_row, email, code, message) => {
    link.completeEmailLinkSignIn.mockRejectedValue({ code });
    await confirm(email);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Email")).toHaveValue(email);
  });

  it("signs in with an internationalised address as typed", async () => {
    await confirm("zoë@exämple.com");
    expect(link.completeEmailLinkSignIn).toHaveBeenCalledWith("zoë@exämple.com", window.location.href);
  });
});

describe("the phone number step with bad input", () => {
  const send = async (phone: string, onSend = vi.fn().mockResolvedValue(undefined)) => {
    await submitForm(<PhoneNumberForm id="phone" label="Phone number" onSend={onSend} />, { "Phone number": phone }, "Send code");
    return onSend;
  };

  it.each([
    ["an empty number", ""],
    ["a blank number", BLANK],
    ["a number without +", "0660 1234567"],
    ["a negative number", "-43 660 1234567"],
    ["a country code of 0", "+0 660 1234567"],
    ["letters", "+43 six six zero"],
    ["7 digits", "+4366012"],
    ["16 digits", "+4366012345678901"],
    ["Arabic-Indic digits", "+٤٣٦٦٠١٢٣٤٥٦٧"],
  ])("refuses %s under the field and sends no code", async (_row, phone) => {
    const onSend = await send(phone);
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_HINT);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Phone number")).toHaveValue(phone);
  });

  it("sends a number written with spaces, dashes and brackets in one compact form", async () => {
    const onSend = await send("+43 (660) 123-4567");
    expect(onSend).toHaveBeenCalledWith("+436601234567");
  });
});

describe("the code step with bad input", () => {
  const enter = async (code: string) => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    await submitForm(<CodeForm id="code" sentTo="We sent a code." submitLabel="Confirm" onSubmit={onSubmit} />, { "6-digit code": code }, "Confirm");
    return onSubmit;
  };

  it.each([
    ["an empty code", ""],
    ["a blank code", "      "],
    ["5 digits", "12345"],
    ["a letter among the digits", "12a456"],
    ["a negative number", "-12345"],
    ["a decimal number", "123.45"],
    ["full-width digits", "１２３４５６"],
  ])("refuses %s under the field and checks nothing", async (_row, code) => {
    const onSubmit = await enter(code);
    expectFormMessage("Enter the 6-digit code from the text message.");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("6-digit code")).toHaveValue(code);
  });

  it("keeps a pasted 7-digit code to the 6 the field holds, and checks those", async () => {
    const onSubmit = await enter("1234567");
    expect(screen.getByLabelText("6-digit code")).toHaveValue("123456");
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });
});
