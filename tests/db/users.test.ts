import { authErrorMessage } from "@/lib/auth/auth-errors";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { getUserRecord } from "@/lib/db/users";
import { seedDoc, registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";

const rulesEnv = registerRulesEnv();
let alice: string;
let bob: string;

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  alice = await createAccount("alice@example.com", "alice-password");
  bob = await createAccount("bob@example.com", "bob-password");
  await seedDoc(rulesEnv(), `users/${alice}`, {
    uid: alice,
    email: "alice@example.com",
    firstName: "Alice",
    lastName: "Liddell",
    customerId: "",
    connectId: "",
    cart: [{ productId: "prod_abcdefghijklm", title: "Soil Health", type: "documents", price: 12, free: false }],
  });
});
afterEach(async () => {
  await signOut();
});

describe("reading the user record through the client SDK and the real rules", () => {
  it("gives a signed-in user their own record with its cart", async () => {
    await signInWithEmail("alice@example.com", "alice-password");
    const record = await getUserRecord(alice);
    expect(record).toMatchObject({ uid: alice, firstName: "Alice", lastName: "Liddell", customerId: "" });
    expect(record?.cart.map((item) => item.productId)).toEqual(["prod_abcdefghijklm"]);
  });

  it("answers null for a user whose record is not written yet, so the session flow retries", async () => {
    await signInWithEmail("bob@example.com", "bob-password");
    await expect(getUserRecord(bob)).resolves.toBeNull();
  });

  it("refuses another user's record", async () => {
    await signInWithEmail("bob@example.com", "bob-password");
    await expect(getUserRecord(alice)).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("refuses a signed-out caller", async () => {
    await expect(getUserRecord(alice)).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("rejects a wrong password with an error the sign-in form explains in words", async () => {
    // The emulator answers auth/wrong-password; production, with email enumeration protection,
    // auth/invalid-credential. Both must read the same to the user.
    const error = await signInWithEmail("alice@example.com", "wrong").catch((caught: unknown) => caught);
    expect(authErrorMessage(error)).toBe("The email or password is not right. Check both and try again.");
  });
});
