import * as v from "valibot";
import { visibleLength } from "@/lib/utils/visible-text";
import { objectOf } from "./parse";

export const QA_TEXT_MIN = 3;
export const QA_TEXT_MAX = 2000;

const WRITE = "Write your text.";

/** A question's or an answer's text, its ends trimmed: at least 3 visible characters, at most 2000. */
export const qaText = v.pipe(
  v.string(WRITE),
  v.trim(),
  v.check((value) => visibleLength(value) >= QA_TEXT_MIN, `Write at least ${QA_TEXT_MIN} characters.`),
  v.check((value) => value.length <= QA_TEXT_MAX, (issue) => `Keep it to ${QA_TEXT_MAX} characters (now ${(issue.input as string).length}).`),
);

/**
 * POST /api/products/[id]/questions and …/questions/[qid]/answers `{ text }`: the question and
 * answer forms check it first, so nothing travels in vain.
 */
export const qaTextBody = objectOf({ text: qaText }, WRITE);
export type QaTextInput = v.InferInput<typeof qaTextBody>;
