import { act, screen, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { NotificationList } from "@/components/account/notification-list";
import { Toaster } from "@/components/layout/toaster";
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from "@/lib/db/notifications";
import type { Notification } from "@/lib/types/notification";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/notifications", () => ({
  listNotifications: vi.fn(),
  countUnread: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));

const note = (overrides: Partial<Notification>): Notification => ({
  id: "n1",
  type: "sale",
  title: "New sale",
  body: "Someone bought Soil Health.",
  link: "",
  createdAt: "2025-03-01T10:00:00.000Z",
  read: false,
  ...overrides,
});

const sale = note({ id: "sale", title: "New sale", link: "/dashboard/performance" });
const review = note({ id: "review", type: "review", title: "New review", createdAt: "2025-02-20T10:00:00.000Z" });
const approval = note({ id: "approval", type: "approval", title: "Course approved", read: true, createdAt: "2025-02-01T10:00:00.000Z" });

function serve(items: Notification[]) {
  vi.mocked(listNotifications).mockResolvedValue({ items, next: null });
  vi.mocked(countUnread).mockResolvedValue(items.filter((item) => !item.read).length);
}

const renderList = () =>
  renderWithProviders(
    <>
      <NotificationList />
      <Toaster />
    </>,
    { preloadedState: signedInAs(aSession()) },
  );

describe("notification list", () => {
  beforeEach(() => {
    vi.mocked(listNotifications).mockReset();
    vi.mocked(countUnread).mockReset();
    vi.mocked(markNotificationRead).mockReset().mockResolvedValue();
    vi.mocked(markAllNotificationsRead).mockReset().mockResolvedValue();
  });
  afterEach(() => {
    act(() => toast.remove());
  });

  it("shows older notifications below on Show more", async () => {
    const next = { value: "c", id: "review" };
    vi.mocked(listNotifications)
      .mockResolvedValueOnce({ items: [sale, review], next })
      .mockResolvedValueOnce({ items: [approval], next: null });
    vi.mocked(countUnread).mockResolvedValue(2);
    const { user } = renderList();
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Course approved")).toBeInTheDocument();
    expect(listNotifications).toHaveBeenLastCalledWith("uid-ada", next);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Unread: New sale", "Unread: New review", "Course approved"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's notifications with the unread ones marked and counted", async () => {
    serve([sale, review, approval]);
    renderList();
    expect(await screen.findByText("2 unread")).toBeInTheDocument();
    expect(listNotifications).toHaveBeenCalledWith("uid-ada");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Unread: New sale", "Unread: New review", "Course approved"]);
    expect(screen.getByText("1 March 2025")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Mark as read/ })).toHaveLength(2);
  });

  it("marks one as read and lowers the count", async () => {
    serve([sale, review, approval]);
    const { user } = renderList();
    await user.click(await screen.findByRole("button", { name: "Mark as read: New review" }));
    expect(markNotificationRead).toHaveBeenCalledWith("uid-ada", "review");
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "New review" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark as read: New review" })).not.toBeInTheDocument();
  });

  it("marks all as read at once", async () => {
    serve([sale, review, approval]);
    const { user } = renderList();
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(markAllNotificationsRead).toHaveBeenCalledWith("uid-ada", ["sale", "review"]);
    expect(screen.getByText("All caught up")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Mark/ })).not.toBeInTheDocument();
  });

  it("keeps a notification unread and says so when marking it fails", async () => {
    serve([sale]);
    vi.mocked(markNotificationRead).mockRejectedValue(new Error("offline"));
    const { user } = renderList();
    await user.click(await screen.findByRole("button", { name: "Mark as read: New sale" }));
    expect(await screen.findByText("That did not work. Check your connection and try again.")).toBeInTheDocument();
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark as read: New sale" })).toBeEnabled();
  });

  it("shows 50+ when the count reaches the query limit, and asks the server again after marking", async () => {
    serve([sale]);
    vi.mocked(countUnread).mockResolvedValue(50);
    const { user } = renderList();
    expect(await screen.findByText("50+ unread")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark as read: New sale" }));
    expect(screen.getByText("50+ unread")).toBeInTheDocument();
    expect(countUnread).toHaveBeenCalledTimes(2);
  });

  it("says so when there is nothing yet", async () => {
    serve([]);
    renderList();
    expect(await screen.findByText(/^No notifications yet\./)).toBeInTheDocument();
    expect(screen.getByText("All caught up")).toBeInTheDocument();
  });

  it("shows HTML in a notification as text, never as markup", async () => {
    const body = '<img src="x" onerror="alert(1)"><b>Free money</b>';
    serve([note({ body })]);
    const { container } = renderList();
    expect(await screen.findByText(body)).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("links only to pages on this site", async () => {
    serve([sale, note({ id: "phish", title: "Verify your card", link: "https://evil.example/login" })]);
    renderList();
    const link = await screen.findByRole("link", { name: "View details: New sale" });
    expect(link).toHaveAttribute("href", "/dashboard/performance");
    const phish = screen.getByRole("heading", { name: /Verify your card/ }).closest("li")!;
    expect(within(phish).queryByRole("link")).not.toBeInTheDocument();
  });

  it("offers a retry when loading fails", async () => {
    serve([sale]);
    vi.mocked(listNotifications).mockRejectedValueOnce(new Error("offline"));
    const { user } = renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your notifications could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
