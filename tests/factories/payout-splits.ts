import fc from "fast-check";

/** A payout split for `n` creators: whole percents of at least 1, summing to exactly 100. */
export const validSplit = (n: number): fc.Arbitrary<number[]> =>
  fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n - 1, maxLength: n - 1 }).map((cuts) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), 100];
    return bounds.slice(1).map((bound, index) => bound - bounds[index]!);
  });

/** A valid split with one thing wrong: a share off by one, a fraction, a zero, or one share too many or too few. */
export const nearlyValidSplit = (n: number): fc.Arbitrary<unknown[]> =>
  fc.tuple(validSplit(n), fc.nat(), fc.constantFrom("plusOne", "fraction", "zero", "extra", "missing")).map(([split, at, how]) => {
    const index = at % split.length;
    const copy: unknown[] = [...split];
    if (how === "plusOne") copy[index] = split[index]! + 1;
    if (how === "fraction") copy.splice(index, 1, split[index]! - 0.5, 0.5);
    if (how === "zero") copy.push(0);
    if (how === "extra") copy.push(1);
    if (how === "missing") copy.pop();
    return copy;
  });

/** Any payout list a caller might send: valid, nearly valid, or junk (negative, NaN, strings). */
export const anyPayout = (n: number): fc.Arbitrary<unknown[]> =>
  fc.oneof(
    validSplit(n),
    nearlyValidSplit(n),
    fc.array(fc.oneof(fc.integer({ min: -10, max: 110 }), fc.double({ min: -1, max: 101 }), fc.constant(Number.NaN), fc.constantFrom("50", "100", "")), { maxLength: 12 }),
  );

/**
 * A split as the team editor allows it while an invitation may be pending: 1 to 4 creators, each
 * at least 1 %, summing to at most 100.
 */
export const editorSplit: fc.Arbitrary<number[]> = fc
  .integer({ min: 1, max: 4 })
  .chain((size) => fc.array(fc.integer({ min: 1, max: 97 }), { minLength: size, maxLength: size }))
  .filter((payout) => payout.reduce((sum, part) => sum + part, 0) <= 100);

/** A price in whole cents, from 1 cent to €999.99. */
export const priceCents = fc.integer({ min: 1, max: 99_999 });
