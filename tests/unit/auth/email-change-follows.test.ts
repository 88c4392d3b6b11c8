import type { User } from "firebase/auth";
import { confirmEmailChange } from "@/lib/auth/account";
import { watchSession } from "@/lib/auth/session";
import { getUserRecord, syncRecordEmail } from "@/lib/db/users";

// After the link of an email change, the signed-in session and the user record must follow the
// new address. firestore.rules accept the record's new email only when the ID token carries it.

const auth = vi.hoisted(() => ({
  currentUser: null as unknown,
  restored: null as unknown,
  authStateReady: vi.fn(),
  listener: undefined as undefined | ((user: unknown) => Promise<void>),
}));
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => auth }));
vi.mock("firebase/auth", () => ({
  applyActionCode: vi.fn(async () => undefined),
  checkActionCode: vi.fn(async () => ({ data: { email: "new@example.com" } })),
  reload: vi.fn(async () => undefined),
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => Promise<void>) => {
    auth.listener = listener;
    return () => undefined;
  },
  signOut: vi.fn(),
}));
vi.mock("@/lib/db/users", () => ({ getUserRecord: vi.fn(), syncRecordEmail: vi.fn() }));
vi.mock("@/lib/db/products", () => ({ isCreator: vi.fn(async () => false) }));
vi.mock("@/lib/auth/session-hint", () => ({ rememberSession: vi.fn() }));

/** An account whose address changed to new@: its ID token names old@ until it is renewed. */
function changedAccount() {
  const account = {
    uid: "uid-ada",
    email: "new@example.com",
    emailVerified: true,
    tokenEmail: "old@example.com",
    getIdTokenResult: async () => ({ claims: {} }),
    getIdToken: vi.fn(async (renew?: boolean) => {
      if (renew) account.tokenEmail = account.email;
      return "token";
    }),
  };
  // As the rules do: the record's email may become only the token's.
  vi.mocked(syncRecordEmail).mockImplementation(async (_uid, email) => {
    if (email !== account.tokenEmail) throw Object.assign(new Error("Missing or insufficient permissions."), { code: "permission-denied" });
  });
  return account;
}

beforeEach(() => {
  vi.clearAllMocks();
  auth.currentUser = null;
  auth.authStateReady.mockReset().mockImplementation(async () => {
    auth.currentUser = auth.restored;
  });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("the page an email change's link opens", () => {
  it("waits for the session kept in this browser, then signs it in with the new address and moves the record", async () => {
    const account = changedAccount();
    auth.restored = account;
    expect(await confirmEmailChange("code")).toEqual({ email: "new@example.com", signedIn: true });
    expect(syncRecordEmail).toHaveBeenCalledWith("uid-ada", "new@example.com");
  });

  it("asks someone signed in nowhere in this browser to sign in with the new address", async () => {
    auth.restored = null;
    expect(await confirmEmailChange("code")).toEqual({ email: "new@example.com", signedIn: false });
    expect(syncRecordEmail).not.toHaveBeenCalled();
  });
});

describe("a session whose record kept the old address", () => {
  it("renews the ID token, then writes the new address into the record", async () => {
    const account = changedAccount();
    vi.mocked(getUserRecord).mockResolvedValue({ uid: "uid-ada", email: "old@example.com", firstName: "Ada", lastName: "L" } as never);
    const recordLoaded = vi.fn();
    watchSession({ signedIn: vi.fn(), recordLoaded, creatorStatusLoaded: vi.fn(), signedOut: vi.fn() });
    await auth.listener!(account as unknown as User);
    expect(syncRecordEmail).toHaveBeenCalledWith("uid-ada", "new@example.com");
    expect(recordLoaded).toHaveBeenCalledWith(expect.objectContaining({ email: "new@example.com" }));
  });
});
