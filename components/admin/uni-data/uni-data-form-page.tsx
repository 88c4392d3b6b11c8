import type { Metadata } from "next";
import type { UniversityChoice } from "@/lib/types/university";
import { CourseForm } from "./course-form";
import { DegreeForm } from "./degree-form";
import { ExistingCourseForm } from "./existing-course-form";
import { SectionForm } from "./section-form";
import { UniDataPage } from "./uni-data-page";

/** The "Add university data" forms that pick a university first: each page's title, purpose and form. */
const FORMS = {
  degree: { title: "Add a university degree", summary: "Add a degree programme to a university.", Form: DegreeForm },
  course: { title: "Add a university course", summary: "Add a course to one or more degrees of a university. A course that already exists is refused.", Form: CourseForm },
  existingCourse: { title: "Link an existing university course", summary: "Link a course that already exists to another degree of the same university.", Form: ExistingCourseForm },
  section: { title: "Add a university section", summary: "Add a section to a university course.", Form: SectionForm },
} as const;

export type UniDataFormKind = keyof typeof FORMS;

/** A form page's title, and its purpose as the description. */
export const uniDataFormMetadata = (kind: UniDataFormKind): Metadata => ({ title: FORMS[kind].title, description: FORMS[kind].summary });

/** One of those pages; its university select lists `universities` (ids and names). */
export function UniDataFormPage({ kind, universities }: { kind: UniDataFormKind; universities: UniversityChoice[] }) {
  const { title, summary, Form } = FORMS[kind];
  return (
    <UniDataPage title={title} summary={summary}>
      <Form universities={universities} />
    </UniDataPage>
  );
}
