import fc from "fast-check";

/**
 * Hostile input for the route handler fuzz test (route-fuzz.test.ts). "Bad" arbitraries are
 * refused by the validators whatever else a body holds; "any" arbitraries mix good and bad and
 * are used only where the request is refused for another reason (a missing product, no review).
 */

export const MAX_FUZZ_STRING = 20_000;

/** Text that renders oddly but is valid Unicode: emoji, right-to-left, combining and zero-width characters. */
export const unicodeText = fc.constantFrom(
  "🌱🌍♻️",
  "👩🏽‍🔬 Soil lab",
  "مرحبا بالعالم",
  "שלום",
  "\u202Eevil\u202C.pdf",
  "e\u0301e\u0301e\u0301",
  "Z\u0324\u0354\u0367\u0311a\u0308\u0356l\u036e\u0312g\u0328o",
  "\u200b\u200c\u200d\u2060",
  "中文课程",
  "Ünïcödé",
);

// Whitespace that String.prototype.trim() removes, so the validators see an empty string.
export const blank = fc.constantFrom("", " ", "   ", "\t\n\r", "\u00a0\u3000", "\ufeff \u2028", "\u2003\u2009");

export const nanLike = fc.constantFrom("NaN", "Infinity", "-Infinity", "-1", "-0", "1e309", "0x10", " 42 ", "undefined", "null", "true", "[]", "{}");

/** Strings of exactly `min`..`max` UTF-16 units with no whitespace at the ends, so trimming cannot change the length. */
export function textOfLength(min: number, max: number): fc.Arbitrary<string> {
  const chunk = fc.constantFrom("x", "é", "ب", "中", "Z", "7", "-");
  return fc.tuple(fc.integer({ min, max }), chunk).map(([length, char]) => char.repeat(length));
}

/** A JSON value that is not a string: the wrong type for any text or id field. */
export const notAString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
  fc.constant({ nested: { deeper: [{ text: 1 }] } }),
);

/** A text field with `min`..`max` characters after trimming, sent wrong. */
export function badText(min: number, max: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [notAString, blank, textOfLength(max + 1, MAX_FUZZ_STRING)];
  if (min > 1) options.push(textOfLength(1, min - 1), blank.map((space) => `${space}${"é".repeat(min - 1)}${space}`));
  return fc.oneof(...options);
}

/** A text field sent right (within the limits, odd characters included) or wrong. */
export function anyText(min: number, max: number): fc.Arbitrary<unknown> {
  return fc.oneof(badText(min, max), unicodeText, textOfLength(min, Math.min(max, 300)), fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 80) }));
}

/**
 * Ids isDocumentId refuses: empty, paths, too long, non-ASCII, and the reserved `__…__` form
 * (https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields).
 */
export const reservedId = fc.constantFrom("__x__", "__name__", "__proto__", "____", "__.*__");
export const badIdString = fc.oneof(
  reservedId,
  fc.constantFrom("", " ", ".", "..", "a/b", "../users/x", "products/x", "x/", "%2F", "a b", "id\n"),
  textOfLength(129, 2_000),
  unicodeText,
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map((text) => `p_${text}/x`),
);
export const badId: fc.Arbitrary<unknown> = fc.oneof(badIdString, notAString);

/** Ids of the right form that name nothing, odd ones included ("__" is not reserved, "constructor" is no prototype here). */
export const unknownId = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/).map((id) => `zz${id}`), weight: 4 },
  { arbitrary: fc.constantFrom("__", "_", "-", "constructor", "toString", "__x", "x__", "a".repeat(128)), weight: 1 },
);

export const anyIdString = (...known: string[]) => fc.oneof(badIdString, unknownId, ...(known.length ? [fc.constantFrom(...known)] : []));

export const badEmail: fc.Arbitrary<unknown> = fc.oneof(
  notAString,
  blank,
  fc.constantFrom("no-at-sign", "a@b", "@example.com", "user@", "a b@c.de", "a,b@c.de", "user@@example.com"),
  textOfLength(255, 1_000).map((local) => `${local}@example.com`),
);

/** Emails Firebase may or may not accept: the lookups must answer 4xx, never 500. */
export const oddEmail = fc.oneof(
  fc.constantFrom("nobody@example.com", "ÜNÏCÖDÉ@exämple.com", "🌱@🌍.io", "user+tag@example.co", "a@b.c", "\u202Euser@example.com", "x@__x__.com"),
  fc.emailAddress(),
);

/** Hostile values of any JSON type, for keys the handler does not expect. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(notAString, blank, nanLike, unicodeText, textOfLength(1, MAX_FUZZ_STRING));

// JSON.parse keeps these as own keys: a handler that spreads a body into an object must not pick them up.
const protoBodies = fc.constantFrom(
  '{"__proto__":{"admin":true,"state":"approved"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"__proto__":null,"text":{"__proto__":"x"}}',
  '[{"__proto__":{"toString":1}}]',
);

const notJson = fc.oneof(
  fc.constantFrom("", "{", '{"text":', "undefined", "NaN", "{'a':1}", "{a:1}", "[1,2,", "\u0000", "}{", '"unterminated', "<xml/>", "text=hello"),
  fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Raw request bodies that are not a JSON object the handler can use. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  notJson,
  protoBodies,
  fc.oneof(notAString, nanLike, unicodeText, textOfLength(1, MAX_FUZZ_STRING)).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.string({ maxLength: 8 }).filter((key) => !/^[a-z]/i.test(key)), anyValue, { maxKeys: 4 }).map((value) => JSON.stringify(value)),
);

type Fields = Record<string, { good: fc.Arbitrary<unknown>; bad: fc.Arbitrary<unknown> }>;

/**
 * Objects with every field of `fields`, at least one of them bad (chosen at random) and the
 * others good or bad, plus stray keys: a body a validator must refuse however close it comes.
 */
export function nearMiss(fields: Fields, fixed: Record<string, unknown> = {}): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  return fc.constantFrom(...names).chain((broken) =>
    fc
      .record({
        ...Object.fromEntries(names.map((name) => [name, name === broken ? fields[name]!.bad : fc.oneof(fields[name]!.good, fields[name]!.bad)])),
        stray: fc.option(anyValue, { nil: undefined }),
      })
      .map(({ stray, ...body }) => ({ ...body, ...fixed, ...(stray === undefined ? {} : { extra: stray }) })),
  );
}

/** A JSON object body as raw text (what the route handler reads), or a malformed body. */
export const jsonOr = (objects: fc.Arbitrary<unknown>): fc.Arbitrary<string> => fc.oneof({ arbitrary: objects.map((value) => JSON.stringify(value)), weight: 3 }, { arbitrary: malformedBody, weight: 1 });

/** Authorization headers that carry no valid ID token (a visitor, a forger, a wrong scheme). */
export function visitorAuthorization(userToken: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom("", "Bearer", "Bearer ", "Bearer null", "Bearer undefined", "Basic dXNlcjpwYXNz", `bearer ${userToken}`, `Token ${userToken}`, `Bearer ${userToken}x`, `Bearer ${userToken.slice(0, -5)}`),
    fc.string({ unit: "binary-ascii", maxLength: 200 }).map((text) => `Bearer ${text.replace(/[\r\n\0]/g, "")}`),
    fc.stringMatching(/^[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,80}\.[A-Za-z0-9_-]{0,40}$/).map((jwt) => `Bearer ${jwt}`),
  );
}
