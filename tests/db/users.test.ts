import { authErrorMessage } from "@/lib/auth/auth-errors";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { getUserRecord, updateCart } from "@/lib/db/users";
import { adminDb } from "@/lib/firebase/server";
import type { CartItem } from "@/lib/types/cart";
import { seedDoc, registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";

// The cart tests read the document's update time with firebase-admin, as the server would.

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

describe("saving the cart (users/{uid}.cart) through the client SDK and the real rules", () => {
  const updateTime = async () => (await adminDb().doc(`users/${alice}`).get()).updateTime?.toMillis();
  const extra: CartItem = { productId: "prod_nopqrstuvwxyz", title: "River Ecology", type: "video_courses", price: 20, free: false };

  it("applies a change to the cart as stored and writes it", async () => {
    await signInWithEmail("alice@example.com", "alice-password");
    const before = await updateTime();
    const cart = await updateCart(alice, (latest) => [...latest, extra]);
    expect(cart.map((item) => item.productId)).toEqual(["prod_abcdefghijklm", "prod_nopqrstuvwxyz"]);
    expect(await updateTime()).toBeGreaterThan(before ?? 0);
    const stored = await getUserRecord(alice);
    expect(stored?.cart.map((item) => item.productId)).toEqual(["prod_abcdefghijklm", "prod_nopqrstuvwxyz"]);
  });

  it("only reads when the change leaves the cart as it is (a tab catching up with another's)", async () => {
    // The rules refuse every update of this record while its name is longer than they allow, so
    // the catch-up passes only if it writes nothing (Firestore keeps the update time of a write
    // that changes nothing, so the time alone could not tell).
    await adminDb().doc(`users/${alice}`).update({ lastName: "L".repeat(101) });
    try {
      await signInWithEmail("alice@example.com", "alice-password");
      const before = await updateTime();
      const cart = await updateCart(alice, (latest) => latest);
      expect(cart.map((item) => item.productId)).toEqual(["prod_abcdefghijklm", "prod_nopqrstuvwxyz"]);
      expect(await updateTime()).toBe(before);
    } finally {
      await adminDb().doc(`users/${alice}`).update({ lastName: "Liddell" });
    }
  });

  it("still writes an edited line whose product stays the same", async () => {
    await signInWithEmail("alice@example.com", "alice-password");
    const before = await updateTime();
    await updateCart(alice, (latest) => latest.map((item) => (item.productId === extra.productId ? { ...item, price: 18 } : item)));
    expect(await updateTime()).toBeGreaterThan(before ?? 0);
    const stored = await getUserRecord(alice);
    expect(stored?.cart.find((item) => item.productId === extra.productId)?.price).toBe(18);
  });
});
