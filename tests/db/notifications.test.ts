import { Timestamp } from "firebase/firestore";
import { signOut } from "@/lib/auth/session";
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from "@/lib/db/notifications";
import { seedDoc, registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { seededAndSignedInEachTest } from "./support";

const rulesEnv = registerRulesEnv();
let alice: string;
let bob: string;

const seedNotification = (uid: string, id: string, createdAt: string, read: boolean) =>
  seedDoc(rulesEnv(), `users/${uid}/notifications/${id}`, {
    type: "sale",
    title: `Title ${id}`,
    body: `Body ${id}`,
    link: "/dashboard/performance",
    createdAt: Timestamp.fromDate(new Date(createdAt)),
    read,
  });

beforeAll(async () => {
  await clearAuth();
  alice = await createAccount("alice@example.com", "alice-password");
  bob = await createAccount("bob@example.com", "bob-password");
});
seededAndSignedInEachTest(
  rulesEnv,
  async () => {
    await seedNotification(alice, "older", "2025-01-01T08:00:00Z", false);
    await seedNotification(alice, "newest", "2025-03-01T08:00:00Z", false);
    await seedNotification(alice, "middle", "2025-02-01T08:00:00Z", true);
    await seedNotification(bob, "bobs", "2025-02-01T08:00:00Z", false);
  },
  "alice@example.com",
  "alice-password",
);

describe("notifications through the client SDK and the real rules", () => {
  it("lists a user's notifications newest first, with ISO dates", async () => {
    const { items: list, next } = await listNotifications(alice);
    expect(next).toBeNull();
    expect(list.map((item) => item.id)).toEqual(["newest", "middle", "older"]);
    expect(list[0]).toEqual({
      id: "newest",
      type: "sale",
      title: "Title newest",
      body: "Body newest",
      link: "/dashboard/performance",
      createdAt: "2025-03-01T08:00:00.000Z",
      read: false,
    });
    const first = await listNotifications(alice, null, 1);
    expect(first.items.map((item) => item.id)).toEqual(["newest"]);
    const second = await listNotifications(alice, first.next, 2);
    expect([second.items.map((item) => item.id), second.next]).toEqual([["middle", "older"], null]);
  });

  it("counts the unread ones", async () => {
    await expect(countUnread(alice)).resolves.toBe(2);
  });

  it("marks one as read, and it stays read", async () => {
    await markNotificationRead(alice, "older");
    await expect(countUnread(alice)).resolves.toBe(1);
    expect((await listNotifications(alice)).items.find((item) => item.id === "older")?.read).toBe(true);
  });

  it("marks all listed ones as read at once", async () => {
    await markAllNotificationsRead(alice, ["newest", "older"]);
    await expect(countUnread(alice)).resolves.toBe(0);
    expect((await listNotifications(alice)).items.every((item) => item.read)).toBe(true);
  });

  it("refuses to read, count or change another user's notifications", async () => {
    await expect(listNotifications(bob)).rejects.toMatchObject({ code: "permission-denied" });
    await expect(countUnread(bob)).rejects.toMatchObject({ code: "permission-denied" });
    await expect(markNotificationRead(bob, "bobs")).rejects.toMatchObject({ code: "permission-denied" });
    await expect(markAllNotificationsRead(bob, ["bobs"])).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("refuses a signed-out caller", async () => {
    await signOut();
    await expect(listNotifications(alice)).rejects.toMatchObject({ code: "permission-denied" });
    await expect(countUnread(alice)).rejects.toMatchObject({ code: "permission-denied" });
  });
});
