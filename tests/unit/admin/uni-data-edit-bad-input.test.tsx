import { screen, within } from "@testing-library/react";
import { ItemActions } from "@/components/admin/uni-data/item-actions";
import type { UniDataTarget } from "@/lib/admin/uni-data-edit";
import { MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import { HttpError } from "@/lib/http/error";
import { renderWithProviders } from "../render";
import { BLANK, expectFieldMessage, fill, over, UNICODE_ROWS } from "../bad-input-rows";

const api = vi.hoisted(() => ({ updateUniData: vi.fn(), deleteUniData: vi.fn() }));
vi.mock("@/lib/api/admin", () => api);
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

beforeEach(() => {
  api.updateUniData.mockReset().mockResolvedValue(undefined);
  api.deleteUniData.mockReset().mockResolvedValue(undefined);
});

const university = { kind: "university", universityId: "uni_boku", id: "uni_boku" } as const;
const BOKU = { name: "BOKU University, Vienna", shortName: "BOKU", country: "Austria", city: "Vienna", website: "https://boku.ac.at" };
const course = { kind: "course", universityId: "uni_boku", id: "course_lca" } as const;
const LCA = { name: "Life Cycle Assessment", code: "LCA-501" };

async function edit(target: UniDataTarget, values: Record<string, string>, changes: Record<string, string> = {}) {
  const { user } = renderWithProviders(<ItemActions target={target} label="the item" values={values} />);
  await user.click(screen.getByRole("button", { name: "Edit the item" }));
  for (const [label, value] of Object.entries(changes)) await fill(user, screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: "Save changes" }));
  return user;
}

describe("editing university data with bad input", () => {
  it.each([
    ["an empty full name", university, BOKU, "Full name", "", "Enter the full name."],
    ["a blank city", university, BOKU, "City", BLANK, "Enter the city."],
    ["a short name of zero-width spaces", university, BOKU, "Short name", "\u200b\u200b", "Enter the short name."],
    ["a course name of a word joiner", course, LCA, "Course name", "\u2060", "Enter the course name."],
    ["a website without https://", university, BOKU, "Website URL", "boku.ac.at", "Enter a full web address starting with https://"],
    ["a javascript: website", university, BOKU, "Website URL", "javascript:alert(1)", "Enter a full web address starting with https://"],
    ["a negative course code", course, LCA, "Course code", "-501", "Use letters and digits, separated by single hyphens"],
    ["a course code in Cyrillic", course, LCA, "Course code", "ЛЦА-501", "Use letters and digits, separated by single hyphens"],
    ["an empty course name", course, LCA, "Course name", "", "Enter the course name."],
  ] as const)("refuses %s beside the field, saves nothing and keeps the text", async (_row, target, values, label, value, message) => {
    await edit(target, values, { [label]: value });
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(api.updateUniData).not.toHaveBeenCalled();
    expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  // Stored before today's limits: the edit form must say what to fix rather than save it again.
  it.each([
    ["a stored name over 200 characters", { ...LCA, name: over(MAX_TEXT_LENGTH) }, "Course name", "The course name can be at most 200 characters."],
    ["a stored code over 40 characters", { ...LCA, code: over(40, "A") }, "Course code", "The course code can be at most 40 characters."],
  ])("refuses %s beside the field", async (_row, values, label, message) => {
    await edit(course, values);
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(api.updateUniData).not.toHaveBeenCalled();
  });

  it("refuses a degree without a level beside the select", async () => {
    await edit({ kind: "degree", universityId: "uni_boku", id: "deg_msc" }, { name: "MSc Environmental Sciences", level: "" });
    expectFieldMessage(screen.getByLabelText("Level"), "Choose bachelor, master or doctorate.");
    expect(api.updateUniData).not.toHaveBeenCalled();
  });

  it("keeps a pasted 201-character name to the 200 the field holds, and saves those", async () => {
    await edit(course, LCA, { "Course name": over(MAX_TEXT_LENGTH) });
    expect(api.updateUniData).toHaveBeenCalledWith({ ...course, name: over(MAX_TEXT_LENGTH - 1), code: "LCA-501" });
  });

  it("shows the server's refusal beside the field it names, with the input kept", async () => {
    api.updateUniData.mockRejectedValue(new HttpError(400, "uni-data/invalid", "Nothing was saved. Please try again.", { fieldErrors: { name: "Enter the section name." } }));
    await edit({ kind: "section", universityId: "uni_boku", id: "sec_1" }, { name: "Week 1" }, { "Section name": "Week 1 🌱" });
    expectFieldMessage(await screen.findByLabelText("Section name"), "Enter the section name.");
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing was saved. Please try again.");
    expect(screen.getByLabelText("Section name")).toHaveValue("Week 1 🌱");
  });

  it.each(UNICODE_ROWS)("saves a section renamed in %s as typed", async (_kind, name) => {
    await edit({ kind: "section", universityId: "uni_boku", id: "sec_1" }, { name: "Week 1" }, { "Section name": name });
    expect(api.updateUniData).toHaveBeenCalledWith({ kind: "section", universityId: "uni_boku", id: "sec_1", name });
  });
});

describe("deleting university data the server refuses", () => {
  it.each([
    ["still in use", 409, "2 products and 1 section still use this course."],
    ["no longer there", 404, "This course no longer exists."],
  ])("shows why an item %s stays, in words, and keeps it on the list", async (_row, status, message) => {
    api.deleteUniData.mockRejectedValue(new HttpError(status, "uni-data/refused", message));
    const { user } = renderWithProviders(<ItemActions target={course} label="the item" values={LCA} />);
    await user.click(screen.getByRole("button", { name: "Delete the item" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    const confirm = screen.getByRole("group", { name: "Confirm deleting the item" });
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(message);
    expect(api.deleteUniData).toHaveBeenCalledWith(course);
  });
});
