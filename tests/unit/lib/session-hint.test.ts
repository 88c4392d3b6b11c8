import type { User } from "firebase/auth";
import { watchSession } from "@/lib/auth/session";
import { hasSessionHint } from "@/lib/auth/session-hint";

let authCallback: ((user: User | null) => void) | undefined;

vi.mock("firebase/auth", () => ({
  onAuthStateChanged: (_auth: unknown, callback: (user: User | null) => void) => {
    authCallback = callback;
    return () => {};
  },
  signOut: vi.fn(),
}));
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({}) }));
vi.mock("@/lib/db/products", () => ({ isCreator: vi.fn().mockResolvedValue(false) }));
vi.mock("@/lib/db/users", () => ({ getUserRecord: vi.fn().mockResolvedValue(null) }));
vi.mock("@/lib/auth/load-user-record", () => ({ loadUserRecord: vi.fn().mockResolvedValue(null) }));

const handlers = { signedIn: vi.fn(), recordLoaded: vi.fn(), creatorStatusLoaded: vi.fn(), signedOut: vi.fn() };
const aUser = { uid: "uid-ada", email: "ada@example.com", getIdTokenResult: async () => ({ claims: {} }) } as unknown as User;

beforeEach(() => window.localStorage.clear());

describe("the session hint follows Firebase Auth's answer", () => {
  it("is set when Auth reports a user and cleared when it reports none", async () => {
    watchSession(handlers);
    expect(hasSessionHint()).toBe(false);
    authCallback?.(aUser);
    expect(hasSessionHint()).toBe(true);
    authCallback?.(null);
    expect(hasSessionHint()).toBe(false);
    expect(handlers.signedOut).toHaveBeenCalled();
  });
});
