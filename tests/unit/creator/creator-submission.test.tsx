import { screen, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { InvitationsList } from "@/components/creator/invitations-list";
import { SubmitPanel } from "@/components/creator/submit-panel";
import { TeamEditor } from "@/components/creator/team-editor";
import { HttpError } from "@/lib/http/error";
import { answerInvitation, fetchInvitations, fetchTeam, openRevision, saveTeam, submitForReview } from "@/lib/api/creator";
import { withdrawFromReview } from "@/lib/creator/withdrawal";
import { aTeam } from "@/tests/factories/team";
import { renderWithProviders } from "../render";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("react-hot-toast", () => ({ default: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/api/creator", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/creator")>()),
  submitForReview: vi.fn(),
  openRevision: vi.fn(),
  fetchTeam: vi.fn(),
  saveTeam: vi.fn(),
  fetchInvitations: vi.fn(),
  answerInvitation: vi.fn(),
}));

vi.mock("@/lib/creator/withdrawal", () => ({ withdrawFromReview: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the submit panel", () => {
  it("shows every problem of a refused submission as a checklist", async () => {
    vi.mocked(submitForReview).mockRejectedValue(
      new HttpError(422, "creator/incomplete", "This product is not ready for review yet: 2 things need your attention.", {
        problems: [
          { field: "previewImg", message: "Upload a preview image." },
          { field: "sections.0", message: "Mark section “Concepts” as ready to publish." },
        ],
      }),
    );
    const onStateChange = vi.fn();
    const { user } = renderWithProviders(<SubmitPanel productId="p1" state="draft" rejectionReason="" onStateChange={onStateChange} />);
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("2 things need your attention");
    expect(within(alert).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Upload a preview image.", "Mark section “Concepts” as ready to publish."]);
    expect(onStateChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit for review" })).toBeEnabled();
  });

  it("a rejected product shows the reviewer's reason and submits to pending", async () => {
    vi.mocked(submitForReview).mockResolvedValue({ state: "pending" });
    const onStateChange = vi.fn();
    const { user } = renderWithProviders(<SubmitPanel productId="p1" state="rejected" rejectionReason="Cite your sources." onStateChange={onStateChange} />);
    expect(screen.getByText("Cite your sources.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    await vi.waitFor(() => expect(onStateChange).toHaveBeenCalledWith("pending"));
    expect(submitForReview).toHaveBeenCalledWith("p1");
    expect(toast.success).toHaveBeenCalled();
  });

  it("a pending product offers only Withdraw; an approved one opens its working copy in the builder", async () => {
    vi.mocked(withdrawFromReview).mockResolvedValue({ state: "draft" });
    const onStateChange = vi.fn();
    const { user, rerender } = renderWithProviders(<SubmitPanel productId="p1" state="pending" rejectionReason="" onStateChange={onStateChange} />);
    expect(screen.queryByRole("button", { name: "Submit for review" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Withdraw from review" }));
    await vi.waitFor(() => expect(onStateChange).toHaveBeenCalledWith("draft"));
    expect(withdrawFromReview).toHaveBeenCalledWith("p1");
    vi.mocked(openRevision).mockResolvedValue({ id: "prod_copy", created: true });
    rerender(<SubmitPanel productId="p1" state="approved" rejectionReason="" />);
    await user.click(screen.getByRole("button", { name: /Edit a copy/ }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/products/prod_copy/edit"));
  });
});

describe("the team editor", () => {
  const team = aTeam();

  it("checks the sum live, adds an invitation, and saves the split", async () => {
    vi.mocked(fetchTeam).mockResolvedValue(team);
    vi.mocked(saveTeam).mockImplementation(async (_id, body) => ({ ...team, invitations: body.invitations }));
    const { user } = renderWithProviders(<TeamEditor productId="p1" />);
    const lead = await screen.findByLabelText("Share of Lena K.");
    expect(screen.getByText("Shares add up to 100 %.")).toBeVisible();
    await user.type(screen.getByLabelText("Invite a co-creator by email"), "Mia@X.test");
    await user.click(screen.getByRole("button", { name: "Add invitation" }));
    expect(screen.getByText("Shares must add up to 100 % (now 110 %)")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save team" })).toBeDisabled();
    await user.clear(lead);
    await user.type(lead, "70");
    expect(screen.getByText("Shares add up to 100 %.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save team" }));
    await vi.waitFor(() =>
      expect(saveTeam).toHaveBeenCalledWith("p1", { creators: ["u1", "u2"], payout: [70, 20], invitations: [{ email: "mia@x.test", share: 10 }] }),
    );
  });

  it("removing a co-creator gives their share to the lead", async () => {
    vi.mocked(fetchTeam).mockResolvedValue(team);
    const { user } = renderWithProviders(<TeamEditor productId="p1" />);
    await user.click(await screen.findByRole("button", { name: "Remove Jonas B." }));
    expect(screen.getByLabelText("Share of Lena K.")).toHaveValue(100);
    expect(screen.getByText("Shares add up to 100 %.")).toBeVisible();
  });

  it("a co-creator who is not the lead sees the split read-only", async () => {
    vi.mocked(fetchTeam).mockResolvedValue({ ...team, lead: false });
    renderWithProviders(<TeamEditor productId="p1" />);
    expect(await screen.findByLabelText("Share of Jonas B.")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save team" })).toBeNull();
    expect(screen.getByText("Only the lead creator can change the team.")).toBeVisible();
  });
});

describe("the invitations list", () => {
  it("accepts an invitation and removes it from the list", async () => {
    vi.mocked(fetchInvitations).mockResolvedValue([{ productId: "p1", title: "Flood Risk", state: "draft", share: 15 }]);
    vi.mocked(answerInvitation).mockResolvedValue({ accepted: true });
    const { user } = renderWithProviders(<InvitationsList />);
    expect(await screen.findByText("· your share 15 %", { exact: false })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Accept invitation to Flood Risk" }));
    await vi.waitFor(() => expect(screen.queryByText("Flood Risk")).toBeNull());
    expect(answerInvitation).toHaveBeenCalledWith("p1", true);
  });

  it("keeps the invitation and says why when the answer is refused", async () => {
    vi.mocked(fetchInvitations).mockResolvedValue([{ productId: "p1", title: "Flood Risk", state: "draft", share: 15 }]);
    vi.mocked(answerInvitation).mockRejectedValue(new Error("Verify your email address first."));
    const { user } = renderWithProviders(<InvitationsList />);
    await user.click(await screen.findByRole("button", { name: "Decline invitation to Flood Risk" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("Verify your email address first."));
    expect(screen.getByText("Flood Risk")).toBeVisible();
  });
});
