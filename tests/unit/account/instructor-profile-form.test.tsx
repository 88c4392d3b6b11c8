import { screen } from "@testing-library/react";
import { InstructorProfileForm } from "@/components/account/instructor-profile-form";
import { getCreatorProfile, saveCreatorProfile } from "@/lib/db/creator-profiles";
import { aUserRecord } from "../../factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/creator-profiles", () => ({ getCreatorProfile: vi.fn(), saveCreatorProfile: vi.fn() }));

const record = aUserRecord({ uid: "lena", firstName: "Lena", lastName: "Hofer" });

beforeEach(() => {
  vi.mocked(getCreatorProfile).mockReset();
  vi.mocked(saveCreatorProfile).mockReset().mockResolvedValue();
});

describe("the instructor profile on the account page", () => {
  it("starts a creator without a profile from their account name and saves name, bio and photo", async () => {
    vi.mocked(getCreatorProfile).mockResolvedValue(null);
    const { user } = renderWithProviders(<InstructorProfileForm record={record} />);
    expect(await screen.findByLabelText("Name on your courses")).toHaveValue("Lena Hofer");
    await user.type(screen.getByLabelText("About you"), "Soil scientist.");
    await user.type(screen.getByLabelText("Photo address (optional)"), "https://example.com/lena.jpg");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(saveCreatorProfile).toHaveBeenCalledWith({ uid: "lena", displayName: "Lena Hofer", bio: "Soil scientist.", photoUrl: "https://example.com/lena.jpg" });
  });

  it("shows each problem beside its field, keeps what was typed and saves nothing", async () => {
    vi.mocked(getCreatorProfile).mockResolvedValue({ uid: "lena", displayName: "Dr. Lena Hofer", bio: "Old bio", photoUrl: "" });
    const { user } = renderWithProviders(<InstructorProfileForm record={record} />);
    const name = await screen.findByLabelText("Name on your courses");
    await user.clear(name);
    await user.type(screen.getByLabelText("Photo address (optional)"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(name).toHaveAccessibleDescription("Enter the name learners will see.");
    expect(screen.getByLabelText("Photo address (optional)")).toHaveAccessibleDescription("Enter a web address starting with https://.");
    expect(screen.getByLabelText("Photo address (optional)")).toHaveValue("javascript:alert(1)");
    expect(screen.getByLabelText("About you")).toHaveValue("Old bio");
    expect(saveCreatorProfile).not.toHaveBeenCalled();
  });

  it("says so beside the form when saving fails, keeping the text", async () => {
    vi.mocked(getCreatorProfile).mockResolvedValue(null);
    vi.mocked(saveCreatorProfile).mockRejectedValue(new Error("offline"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderWithProviders(<InstructorProfileForm record={record} />);
    await user.type(await screen.findByLabelText("About you"), "Soil scientist.");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("We could not save your profile. Check your connection and try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("About you")).toHaveValue("Soil scientist.");
  });
});
