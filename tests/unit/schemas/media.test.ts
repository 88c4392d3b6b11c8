import { mediaUrlBody } from "@/lib/schemas/media";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { localPaymentBody } from "@/lib/schemas/payments";

const LIVE = "prod_AbCdEfGhIjKlM";
const LECTURE = "lec_AbCdEfGhIjKlM";
const parse = (body: unknown) => parseOrRefuse(mediaUrlBody, body, "media/invalid-request");

describe("a lecture's media request", () => {
  it("reads the caption path from the request, and refuses one that is not a string", () => {
    const own = `products/${LIVE}/lectures/${LECTURE}/captions/en.vtt`;
    expect(parse({ productId: LIVE, lectureId: LECTURE, captions: own })).toEqual({ productId: LIVE, lectureId: LECTURE, captions: own });
    expect(parse({ productId: LIVE, lectureId: LECTURE })).toEqual({ productId: LIVE, lectureId: LECTURE, captions: null });
    expect(parse({ productId: LIVE, lectureId: LECTURE, captions: null })).toEqual({ productId: LIVE, lectureId: LECTURE, captions: null });
    for (const captions of [42, "", "x".repeat(501)]) expect(() => parse({ productId: LIVE, lectureId: LECTURE, captions })).toThrow("Say which lecture to open.");
  });

  it.each([null, {}, { productId: LIVE }, { productId: "../x", lectureId: LECTURE }, { productId: LIVE, lectureId: "l".repeat(101) }])("refuses %j: 400 media/invalid-request", (body) => {
    expect(() => parse(body)).toThrow(expect.objectContaining({ status: 400, code: "media/invalid-request", message: "Say which lecture to open." }));
  });
});

describe("the local payment page's buttons", () => {
  it("take a session id and paid or cancelled", () => {
    expect(parseOrRefuse(localPaymentBody, { sessionId: "cs_1", outcome: "paid" }, "payment/invalid-request")).toEqual({ sessionId: "cs_1", outcome: "paid" });
    for (const body of [{}, { sessionId: "", outcome: "paid" }, { sessionId: "cs_1", outcome: "refunded" }, { sessionId: 4, outcome: "paid" }]) {
      expect(() => parseOrRefuse(localPaymentBody, body, "payment/invalid-request")).toThrow(
        expect.objectContaining({ status: 400, code: "payment/invalid-request", message: "Send a sessionId and an outcome of paid or cancelled." }),
      );
    }
  });
});
