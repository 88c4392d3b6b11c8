import { MAX_CART_ITEMS } from "@/lib/cart/limits";
import { applyCartChange, mergeCarts, mergeNotice, sameCart } from "@/lib/cart/merge";
import { sanitizeCart } from "@/lib/types/cart";
import { aCartItem } from "@/tests/factories/user";

const a = aCartItem({ productId: "a", title: "A" });
const b = aCartItem({ productId: "b", title: "B" });
const c = aCartItem({ productId: "c", title: "C" });

describe("merging the visitor cart into the account at sign-in", () => {
  it("keeps the account's items, then adds the visitor's, each product once", () => {
    const visitorB = { ...b, title: "B (visitor copy)" };
    expect(mergeCarts([a, b], [visitorB, c], [])).toEqual([a, b, c]);
  });

  it("drops products the user already owns, from either cart", () => {
    expect(mergeCarts([a, b], [c], ["a", "c"])).toEqual([b]);
  });

  it("keeps an empty cart empty and a one-sided cart as it is", () => {
    expect(mergeCarts([], [], [])).toEqual([]);
    expect(mergeCarts([], [a, b], [])).toEqual([a, b]);
    expect(mergeCarts([c], [], [])).toEqual([c]);
  });

  it("stops at the 50 items the rules accept", () => {
    const many = Array.from({ length: 40 }, (_, index) => aCartItem({ productId: `p${index}` }));
    const more = Array.from({ length: 40 }, (_, index) => aCartItem({ productId: `q${index}` }));
    const merged = mergeCarts(many, more, []);
    expect(merged).toHaveLength(MAX_CART_ITEMS);
    expect(merged.slice(0, 40)).toEqual(many);
  });
});

describe("saying what the merge left out", () => {
  it("names each owned product once, from either cart", () => {
    const merged = mergeCarts([a, b], [c, a], ["a", "c"]);
    expect(mergeNotice([a, b], [c, a], ["a", "c"], merged)).toBe("Already in your library, so removed from your cart: “A”, “C”.");
  });

  it("names what did not fit beyond the 50 items", () => {
    const many = Array.from({ length: 50 }, (_, index) => aCartItem({ productId: `p${index}`, title: `P${index}` }));
    const extra = aCartItem({ productId: "q", title: "Circular Economy Basics" });
    const merged = mergeCarts(many, [extra], []);
    expect(mergeNotice(many, [extra], [], merged)).toBe("Your cart holds at most 50 items; not added: “Circular Economy Basics”.");
  });

  it("says nothing when nothing was left out", () => {
    expect(mergeNotice([a], [b, a], [], mergeCarts([a], [b, a], []))).toBeNull();
  });
});

describe("applying one tab's change to the cart as stored, which another tab may have changed", () => {
  it("removes what this tab removed and adds what it added, keeping the other tab's changes", () => {
    // This tab still shows a, b; another tab meanwhile removed a and added c.
    expect(applyCartChange([b, c], [a, b], [a, b, { ...a, productId: "d" }])).toEqual([b, c, { ...a, productId: "d" }]);
    expect(applyCartChange([b, c], [a, b], [a])).toEqual([c]);
  });

  it("never brings back what the other tab removed, nor adds a product twice", () => {
    expect(applyCartChange([b], [a, b], [a, b, c])).toEqual([b, c]);
    expect(applyCartChange([b, c], [b], [b, c])).toEqual([b, c]);
  });

  it("takes this tab's edit of a line (a refreshed price), and the stored line otherwise", () => {
    const storedA = { ...a, title: "A, retitled elsewhere" };
    const repricedB = { ...b, price: 19.99 };
    expect(applyCartChange([storedA, b], [a, b], [a, repricedB])).toEqual([storedA, repricedB]);
  });

  it("stops at the 50 items the rules accept", () => {
    const many = Array.from({ length: 50 }, (_, index) => aCartItem({ productId: `p${index}` }));
    expect(applyCartChange(many, [], [c])).toEqual(many);
  });
});

describe("sanitizeCart", () => {
  it("keeps well-formed lines and drops the rest, never leaving undefined values", () => {
    expect(sanitizeCart([a, null, "x", { title: "no id" }, { ...b, previewImgSmall: undefined, extra: 1 }])).toEqual([a, b]);
    expect(sanitizeCart({ productId: "a" })).toEqual([]);
  });
});

it("sameCart compares products and their order", () => {
  expect(sameCart([a, b], [{ ...a, price: 1 }, b])).toBe(true);
  expect(sameCart([a, b], [b, a])).toBe(false);
  expect(sameCart([a], [a, b])).toBe(false);
});
