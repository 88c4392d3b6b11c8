import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { RecognitionPanel } from "@/components/creator/builder/recognition-panel";
import { builderReducer, emptyFields, type BuilderAction, type CourseFields } from "@/lib/creator/builder-model";
import { validateFields } from "@/lib/creator/course-validation";
import { renderWithProviders } from "../render";

function Harness({ initial }: { initial: CourseFields }) {
  const [fields, setFields] = useState(initial);
  const dispatch = (action: BuilderAction) => setFields((current) => builderReducer({ fields: current, lectures: [] }, action).fields);
  return <RecognitionPanel fields={fields} universityName="BOKU University, Vienna" errors={validateFields(fields)} dispatch={dispatch} disabled={false} />;
}

const initial: CourseFields = { ...emptyFields("Lena"), title: "Soil Health", ects: 2, workloadHours: 50, learningOutcomes: ["Read a soil profile"] };

describe("the builder's Recognition panel", () => {
  it("shows the pack's summary as typed: level, assessment, prerequisites, credits and outcomes", async () => {
    const { user } = renderWithProviders(<Harness initial={initial} />);
    const preview = screen.getByRole("region", { name: "Recognition pack preview" });
    expect(within(preview).getAllByText("Not set")).toHaveLength(2);
    await user.selectOptions(screen.getByRole("combobox", { name: "EQF level" }), "Level 6");
    await user.selectOptions(screen.getByRole("combobox", { name: "Assessment" }), "Written exam");
    await user.type(screen.getByRole("textbox", { name: "Prerequisites" }), "Introductory chemistry");
    for (const text of ["EQF level 6", "Written exam", "Introductory chemistry", "2 ECTS", "50 hours", "BOKU University, Vienna", "Read a soil profile", "Online"]) {
      expect(within(preview).getByText(text)).toBeInTheDocument();
    }
  });

  it("marks prerequisites over 1,000 characters beside the field, keeping the text", async () => {
    renderWithProviders(<Harness initial={{ ...initial, prerequisites: "x".repeat(1001) }} />);
    const field = screen.getByRole("textbox", { name: "Prerequisites" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("x".repeat(1001));
    expect(screen.getByText("The prerequisites can be up to 1000 characters (now 1001).")).toBeInTheDocument();
  });
});
