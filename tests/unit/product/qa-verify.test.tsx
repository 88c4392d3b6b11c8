import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { AnswerForm } from "@/components/product/answer-form";
import { AskQuestion } from "@/components/product/ask-question";
import { EnrolmentProvider } from "@/components/product/enrolment";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";
import { askForVerificationLink } from "./verification-link";

const mocks = vi.hoisted(() => ({ hasRelation: vi.fn(), sendVerificationEmail: vi.fn(), emailVerifiedNow: vi.fn(), postQuestion: vi.fn() }));
vi.mock("@/lib/db/relations", () => ({ hasRelation: mocks.hasRelation }));
vi.mock("@/lib/auth/account", () => ({ sendVerificationEmail: mocks.sendVerificationEmail, emailVerifiedNow: mocks.emailVerifiedNow }));
vi.mock("@/lib/api/qa", () => ({ postQuestion: mocks.postQuestion, postAnswer: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/products/lca" }));

const unverified = signedInAs(aSession({ uid: "maya", email: "maya@example.com", emailVerified: false }));
const render = (ui: ReactElement, state = unverified) =>
  renderWithProviders(
    <EnrolmentProvider productId="lca" creators={["lena"]}>
      {ui}
    </EnrolmentProvider>,
    { preloadedState: state },
  );

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.hasRelation.mockResolvedValue(true);
  mocks.sendVerificationEmail.mockResolvedValue(undefined);
});

describe("asking a question needs a verified email (issue 48)", () => {
  it("an unverified account is asked to verify instead of getting the form, sends the link, and gets the form once verified", async () => {
    mocks.emailVerifiedNow.mockResolvedValueOnce(false).mockResolvedValue(true);
    const { user, store } = render(<AskQuestion productId="lca" listedIds={[]} />);
    expect(await screen.findByText("Verify your email to ask a question.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your question")).not.toBeInTheDocument();

    await askForVerificationLink(user, mocks.sendVerificationEmail);

    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByText("Not verified yet: open the link in the email we sent to maya@example.com, then choose Check again.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your question")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByLabelText("Your question")).toBeInTheDocument();
    expect(screen.queryByText("Verify your email to ask a question.")).not.toBeInTheDocument();
    expect(store.getState().user.session?.emailVerified).toBe(true);
  });

  it("a verified account gets the form at once", async () => {
    render(<AskQuestion productId="lca" listedIds={[]} />, signedInAs(aSession({ uid: "maya", emailVerified: true })));
    expect(await screen.findByLabelText("Your question")).toBeInTheDocument();
    expect(screen.queryByText("Verify your email to ask a question.")).not.toBeInTheDocument();
  });

  it("an unverified buyer who wants to answer is asked to verify first", async () => {
    const { user } = render(<AnswerForm productId="lca" questionId="q1" />);
    await user.click(await screen.findByRole("button", { name: "Answer this question" }));
    expect(await screen.findByText("Verify your email to answer.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your answer")).not.toBeInTheDocument();
  });
});
