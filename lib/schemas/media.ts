import * as v from "valibot";
import { isDocumentId } from "@/lib/utils/ids";
import { objectOf } from "./parse";

const SAY = "Say which lecture to open.";
const id = v.custom<string>((value) => isDocumentId(value, 100), SAY);

/** POST /api/media-url `{ productId, lectureId, captions? }`: the lecture, and with `captions` the path of one of its caption tracks. */
export const mediaUrlBody = objectOf(
  {
    productId: id,
    lectureId: id,
    captions: v.optional(v.nullable(v.pipe(v.string(SAY), v.minLength(1, SAY), v.maxLength(500, SAY))), null),
  },
  SAY,
);
export type MediaUrlInput = v.InferInput<typeof mediaUrlBody>;
