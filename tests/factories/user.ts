import type { CartItem } from "@/lib/types/cart";
import { DEFAULT_USER_SETTINGS, type Session, type UserRecord } from "@/lib/types/user";

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { productId: "prod_abcdefghijklm", title: "Circular Economy Basics", type: "video_courses", price: 9.99, free: false, ...overrides };
}

export function aUserRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    uid: "uid-ada",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    customerId: "",
    connectId: "",
    cart: [],
    settings: { ...DEFAULT_USER_SETTINGS },
    country: "",
    ...overrides,
  };
}

export function aSession(overrides: Partial<Session> = {}): Session {
  return { uid: "uid-ada", email: "ada@example.com", isAdmin: false, ...overrides };
}

export const signedInAs = (session: Session, record: UserRecord | null = null) => ({
  user: { authResolved: true, session, record, isCreator: false },
});
