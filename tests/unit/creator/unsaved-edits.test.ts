import { builderReducer, emptyFields, type CourseDraft } from "@/lib/creator/builder-model";
import { unsavedEdits } from "@/lib/creator/unsaved-edits";

const base: CourseDraft = {
  fields: { ...emptyFields("Lena"), title: "Heat", sections: [{ id: "sec_1", title: "One" }], readyToPublish: [false] },
  lectures: [
    { id: "lec_1", sectionId: "sec_1", title: "Intro", duration: 5, type: "video", preview: false, captions: [], media: null },
    { id: "lec_2", sectionId: "sec_1", title: "Cities", duration: 7, type: "video", preview: false, captions: [], media: null },
  ],
};

describe("edits a reload replaced, listed to copy back", () => {
  it("lists each changed field with what was typed, without ids", () => {
    let draft = builderReducer(base, { type: "set", changes: { subtitle: "From the ground up", faq: [{ question: "Who?", answer: "You." }] } });
    draft = builderReducer(draft, { type: "renameSection", sectionId: "sec_1", title: "One, renamed" });
    draft = builderReducer(draft, { type: "setReady", sectionId: "sec_1", ready: true });
    expect(unsavedEdits(base, draft)).toEqual([
      { label: "Subtitle", text: "From the ground up" },
      { label: "Questions and answers", text: "Who? — You." },
      { label: "Sections", text: "One, renamed" },
      { label: "Sections ready to publish", text: "One, renamed" },
    ]);
  });

  it("lists new, renamed and deleted lectures by title, but not one that only moved", () => {
    let draft = builderReducer(base, { type: "moveLecture", lectureId: "lec_2", by: -1 });
    draft = builderReducer(draft, { type: "updateLecture", lectureId: "lec_1", changes: { title: "Introduction" } });
    draft = builderReducer(draft, { type: "addLecture", sectionId: "sec_1", title: "Soil", lectureType: "document" });
    draft = builderReducer(draft, { type: "removeLecture", lectureId: "lec_2" });
    expect(unsavedEdits(base, draft)).toEqual([
      { label: "Lecture", text: "Introduction" },
      { label: "New lecture", text: "Soil" },
      { label: "Deleted lecture", text: "Cities" },
    ]);
  });

  it("is empty when nothing differs", () => {
    expect(unsavedEdits(base, base)).toEqual([]);
  });
});
