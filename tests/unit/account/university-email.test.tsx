import { screen } from "@testing-library/react";
import { UniversityEmail } from "@/components/account/university-email";
import { readUniversityEmail, removeUniversityEmail, sendUniversityEmailLink } from "@/lib/api/account";
import { HttpError } from "@/lib/http/error";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/account", () => ({ readUniversityEmail: vi.fn(), sendUniversityEmailLink: vi.fn(), removeUniversityEmail: vi.fn() }));

const unknown = "No university here lists gmail.com for its students' email, so we cannot verify it. Check the address, or use your university's student address.";

beforeEach(() => {
  vi.mocked(readUniversityEmail).mockReset();
  vi.mocked(sendUniversityEmailLink).mockReset();
  vi.mocked(removeUniversityEmail).mockReset();
});

describe("the account's university email", () => {
  it("shows the server's refusal beside the field, keeps the address, and says where a link went", async () => {
    vi.mocked(readUniversityEmail).mockResolvedValue(null);
    vi.mocked(sendUniversityEmailLink)
      .mockRejectedValueOnce(new HttpError(422, "university-email/unknown-domain", unknown, { fieldErrors: { email: unknown } }))
      .mockResolvedValueOnce({ universityName: "Delft University of Technology", domain: "student.tudelft.nl", validHours: 24 });
    const { user } = renderWithProviders(<UniversityEmail />);
    const field = await screen.findByRole("textbox", { name: "University email address" });
    await user.click(screen.getByRole("button", { name: "Send verification link" }));
    expect(field).toHaveAccessibleDescription("Enter your university email address.");
    expect(sendUniversityEmailLink).not.toHaveBeenCalled();

    await user.type(field, "vera@gmail.com");
    await user.click(screen.getByRole("button", { name: "Send verification link" }));
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(unknown);
    expect(field).toHaveValue("vera@gmail.com");

    await user.clear(field);
    await user.type(field, "vera@student.tudelft.nl");
    await user.click(screen.getByRole("button", { name: "Send verification link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We sent a link to vera@student.tudelft.nl (Delft University of Technology). Open it within 24 hours");
  });

  it("shows a verification with its domain, and removes it", async () => {
    vi.mocked(readUniversityEmail).mockResolvedValue({ universityId: "uni_delft", universityName: "Delft University of Technology", domain: "student.tudelft.nl", verifiedAt: "2026-11-20T10:00:00.000Z" });
    vi.mocked(removeUniversityEmail).mockResolvedValue(null);
    const { user } = renderWithProviders(<UniversityEmail />);
    expect(await screen.findByText("Verified student of Delft University of Technology")).toBeInTheDocument();
    expect(screen.getByText(/an address at student\.tudelft\.nl/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove verification" }));
    expect(await screen.findByRole("textbox", { name: "University email address" })).toBeInTheDocument();
    expect(removeUniversityEmail).toHaveBeenCalledOnce();
  });
});
