import { existsSync } from "node:fs";
import path from "node:path";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { seed } from "@/scripts/seed";
import { PROJECT_ID } from "../rules/rules-env";

describe("the demo seed's lecture media", () => {
  it("gives every lecture a private content reference to a demo file of its own kind", async () => {
    await seed({ quiet: true });
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
    const lectures = await db.collectionGroup("lectures").get();
    expect(lectures.size).toBeGreaterThan(40);
    const expected = { video: "demo/lecture-demo.webm", document: "demo/reader-demo.pdf" };
    for (const lecture of lectures.docs) {
      const content = (await lecture.ref.collection("private").doc("content").get()).data();
      const kind = lecture.get("type") as keyof typeof expected;
      expect(content, lecture.ref.path).toEqual({ kind, path: expected[kind] });
      // Outside public/: reachable only through the signed media route.
      expect(existsSync(path.join("content", expected[kind]))).toBe(true);
    }
  }, 60_000);
});
