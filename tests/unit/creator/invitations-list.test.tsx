import { render, screen } from "@testing-library/react";
import { InvitationsList } from "@/components/creator/invitations-list";
import { stubFetch } from "../fetch-stub";

// The real route helpers run; only the signed-in user and the network are stand-ins.
const account = vi.hoisted(() => ({ current: null as null | { email: string | null; emailVerified: boolean; getIdToken: (refresh?: boolean) => Promise<string> } }));
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({ currentUser: account.current }) }));

const fetchMock = stubFetch();
beforeEach(() => {
  account.current = { email: "lena@example.com", emailVerified: true, getIdToken: vi.fn(async () => "id-token") };
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const UNVERIFIED = { code: "creator/email-not-verified", error: "Verify your email address first: invitations are matched to verified addresses only." };

describe("invitations on /dashboard", () => {
  it("does not ask the server for an unverified address, and says calmly how invitations reach people", async () => {
    account.current = { ...account.current!, emailVerified: false };
    render(<InvitationsList />);
    expect(await screen.findByRole("link", { name: "Verify your email on your account page" })).toHaveAttribute("href", "/dashboard/account");
    expect(screen.getByText(/reach verified email addresses only/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows nothing to an account without an email, which no invitation can name", async () => {
    account.current = { ...account.current!, email: null, emailVerified: false };
    const { container } = render(<InvitationsList />);
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes a token issued before the address was verified, then lists the invitations", async () => {
    fetchMock.mockResolvedValueOnce(json(UNVERIFIED, 403)).mockResolvedValueOnce(json({ invitations: [{ productId: "p1", title: "Flood Risk", state: "draft", share: 15 }] }));
    render(<InvitationsList />);
    expect(await screen.findByText("Flood Risk")).toBeInTheDocument();
    expect(account.current!.getIdToken).toHaveBeenCalledWith(true);
  });

  it("shows a refusal as it is, without connection advice or Retry", async () => {
    fetchMock.mockImplementation(async () => json({ code: "creator/forbidden", error: "Only creators can do this." }, 403));
    render(<InvitationsList />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your invitations could not be loaded. Only creators can do this.");
    expect(alert).not.toHaveTextContent(/connection/);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("offers Retry when the server cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(json({ invitations: [] }));
    render(<InvitationsList />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your invitations could not be loaded. Check your connection and try again.");
    screen.getByRole("button", { name: "Retry" }).click();
    await vi.waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
