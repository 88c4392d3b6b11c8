import type { Lecture } from "@/lib/types/product";

/**
 * What the builder's checklist flags without blocking a submission (the server's
 * submissionProblems block): video lectures without captions (issue 35), which deaf and
 * hard-of-hearing learners cannot follow. The catalogue marks a course "Captions" only when
 * every video lecture has them.
 */
export function checklistWarnings(lectures: Pick<Lecture, "title" | "type" | "captions">[]): string[] {
  return lectures
    .filter((lecture) => lecture.type === "video" && lecture.captions.length === 0)
    .map((lecture) => `Video lecture “${lecture.title.trim() || "Untitled lecture"}” has no captions.`);
}
