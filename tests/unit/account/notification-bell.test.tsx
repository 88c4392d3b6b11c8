import { act, screen } from "@testing-library/react";
import { NotificationList } from "@/components/account/notification-list";
import { NotificationBell } from "@/components/layout/notification-bell";
import { countUnread, listNotifications, markNotificationRead } from "@/lib/db/notifications";
import type { Notification } from "@/lib/types/notification";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/notifications", () => ({
  listNotifications: vi.fn(),
  countUnread: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));
let pathname = "/";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

const unread = (id: string): Notification => ({ id, type: "sale", title: `Sale ${id}`, body: "", link: "", createdAt: "2025-03-01T10:00:00.000Z", read: false });
// The count is shared by every bell and list in the tab: each test signs in as its own user.
let uid = 0;
const someone = () => signedInAs(aSession({ uid: `uid-${++uid}` }));
const bell = () => screen.findByRole("link", { name: /^Notifications/ });

beforeEach(() => {
  pathname = "/";
  vi.mocked(countUnread).mockReset();
  vi.mocked(listNotifications).mockReset();
  vi.mocked(markNotificationRead).mockReset().mockResolvedValue();
});

describe("the header's notification bell", () => {
  it("shows a signed-in user their unread count, named for screen readers, and links to the notifications", async () => {
    vi.mocked(countUnread).mockResolvedValue(3);
    renderWithProviders(<NotificationBell />, { preloadedState: someone() });
    const link = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(link).toHaveAttribute("href", "/dashboard/notifications");
    expect(link).toHaveTextContent("3");
    expect(link).not.toHaveAttribute("aria-current");
  });

  it("says 50+ where the count stops, and shows no figure when all is read", async () => {
    vi.mocked(countUnread).mockResolvedValueOnce(50).mockResolvedValueOnce(0);
    renderWithProviders(<NotificationBell />, { preloadedState: someone() });
    expect(await screen.findByRole("link", { name: "Notifications, 50+ unread" })).toHaveTextContent("50+");
    renderWithProviders(<NotificationBell />, { preloadedState: someone() });
    const quiet = (await screen.findAllByRole("link", { name: "Notifications" }))[0]!;
    expect(quiet.textContent).toBe("");
  });

  it("is not there for a visitor, and asks nothing", () => {
    renderWithProviders(<NotificationBell />, { preloadedState: { user: { authResolved: true, session: null, record: null, isCreator: null } } });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(countUnread).not.toHaveBeenCalled();
  });

  it("marks itself current on the notifications page", async () => {
    pathname = "/dashboard/notifications";
    vi.mocked(countUnread).mockResolvedValue(1);
    renderWithProviders(<NotificationBell />, { preloadedState: someone() });
    expect(await screen.findByRole("link", { name: "Notifications, 1 unread" })).toHaveAttribute("aria-current", "page");
  });

  it("goes down as soon as a notification is marked read on the notifications page", async () => {
    vi.mocked(countUnread).mockResolvedValue(2);
    vi.mocked(listNotifications).mockResolvedValue({ items: [unread("a"), unread("b")], next: null });
    const { user } = renderWithProviders(
      <>
        <NotificationBell />
        <NotificationList />
      </>,
      { preloadedState: someone() },
    );
    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Mark as read: Sale a" }));
    expect(await screen.findByRole("link", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    // Counted twice on load (bell and page), never again for the mark.
    expect(countUnread).toHaveBeenCalledTimes(2);
  });

  it("counts again when the user comes back to the tab", async () => {
    vi.mocked(countUnread).mockResolvedValueOnce(1).mockResolvedValueOnce(4);
    renderWithProviders(<NotificationBell />, { preloadedState: someone() });
    expect(await bell()).toHaveAccessibleName("Notifications, 1 unread");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await screen.findByRole("link", { name: "Notifications, 4 unread" })).toBeInTheDocument();
  });
});
