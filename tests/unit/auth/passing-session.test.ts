import { withPassingSession } from "@/lib/auth/passing-session";
import { watchSession, type SessionHandlers } from "@/lib/auth/session";
import { rememberSession } from "@/lib/auth/session-hint";

// Registering signs the new account in for a moment, then out (issue 48: it must end as
// registering a taken address does). The page must not follow that moment: a menu that flashed
// "Library" or a cart that moved into the account would tell a new address from a taken one.
const auth = vi.hoisted(() => ({ currentUser: null as unknown, listener: undefined as undefined | ((user: unknown) => unknown) }));
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => auth }));
vi.mock("firebase/auth", () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => unknown) => {
    auth.listener = listener;
    return () => undefined;
  },
  signOut: vi.fn(),
}));
vi.mock("@/lib/db/users", () => ({ getUserRecord: vi.fn(async () => ({ uid: "uid-new", email: "new@example.com", cart: [] })), syncRecordEmail: vi.fn() }));
vi.mock("@/lib/db/products", () => ({ isCreator: vi.fn(async () => false) }));
vi.mock("@/lib/auth/session-hint", () => ({ rememberSession: vi.fn() }));

const newAccount = { uid: "uid-new", email: "new@example.com", emailVerified: false, getIdTokenResult: async () => ({ claims: {} }) };
const handlers = (): SessionHandlers => ({ signedIn: vi.fn(), recordLoaded: vi.fn(), creatorStatusLoaded: vi.fn(), signedOut: vi.fn() });

beforeEach(() => {
  vi.clearAllMocks();
  auth.currentUser = null;
});

describe("the session watcher during a registration", () => {
  it("does not follow the new account's moment signed in, and reads the state it ends in", async () => {
    const watching = handlers();
    const stop = watchSession(watching);
    await withPassingSession(async () => {
      auth.currentUser = newAccount;
      await auth.listener?.(newAccount);
      auth.currentUser = null;
      await auth.listener?.(null);
    });
    await vi.waitFor(() => expect(watching.signedOut).toHaveBeenCalledTimes(1));
    expect(watching.signedIn).not.toHaveBeenCalled();
    expect(rememberSession).not.toHaveBeenCalledWith(true);
    stop();
  });

  it("follows sign-ins as before outside a registration", async () => {
    const watching = handlers();
    const stop = watchSession(watching);
    await auth.listener?.(newAccount);
    expect(watching.signedIn).toHaveBeenCalledWith(expect.objectContaining({ uid: "uid-new" }));
    expect(rememberSession).toHaveBeenCalledWith(true);
    stop();
  });
});
