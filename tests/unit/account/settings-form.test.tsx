import { act, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { SettingsForm } from "@/components/account/settings-form";
import { Toaster } from "@/components/layout/toaster";
import { updateUserSettings } from "@/lib/db/user-settings";
import { aSession, aUserRecord, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/user-settings", () => ({ updateUserSettings: vi.fn() }));

const renderForm = (record = aUserRecord()) =>
  renderWithProviders(
    <>
      <SettingsForm />
      <Toaster />
    </>,
    { preloadedState: signedInAs(aSession(), record) },
  );

describe("settings form", () => {
  beforeEach(() => {
    vi.mocked(updateUserSettings).mockReset();
  });
  afterEach(() => {
    act(() => toast.remove());
  });

  it("waits for the user record before showing any switch", () => {
    renderWithProviders(<SettingsForm />, { preloadedState: signedInAs(aSession()) });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your settings");
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("shows the stored choices, grouped", () => {
    renderForm(aUserRecord({ settings: { emailOnSale: false, emailOnReview: true, emailOnQuestion: true, emailOnApproval: true, newsletter: true, lowDataMode: true } }));
    expect(screen.getByRole("group", { name: "Email notifications" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "News" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /^Sales/ })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: /^Reviews/ })).toBeChecked();
    expect(screen.getByRole("switch", { name: /^Newsletter/ })).toBeChecked();
    expect(screen.getByRole("group", { name: "Lectures" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /^Low-data mode/ })).toBeChecked();
  });

  it("saves the toggled choices for the signed-in user, says so and updates the store", async () => {
    let finish = () => {};
    vi.mocked(updateUserSettings).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, store } = renderForm();

    await user.click(screen.getByRole("switch", { name: /^Sales/ }));
    await user.click(screen.getByRole("switch", { name: /^Newsletter/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    expect(screen.getByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(updateUserSettings).toHaveBeenCalledWith("uid-ada", {
      emailOnSale: false,
      emailOnReview: true,
      emailOnQuestion: true,
      emailOnApproval: true,
      newsletter: true,
      lowDataMode: false,
    });
    await act(async () => finish());

    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(store.getState().user.record?.settings).toMatchObject({ emailOnSale: false, newsletter: true });
    expect(screen.getByRole("button", { name: "Save settings" })).toBeEnabled();
  });

  it("saves low-data mode with the email choices", async () => {
    vi.mocked(updateUserSettings).mockResolvedValue();
    const { user, store } = renderForm();

    await user.click(screen.getByRole("switch", { name: /^Low-data mode/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(updateUserSettings).toHaveBeenCalledWith("uid-ada", expect.objectContaining({ lowDataMode: true, emailOnSale: true }));
    expect(store.getState().user.record?.settings.lowDataMode).toBe(true);
  });

  it("keeps the user's choices and explains when saving fails", async () => {
    vi.mocked(updateUserSettings).mockRejectedValue(Object.assign(new Error("offline"), { code: "unavailable" }));
    const { user, store } = renderForm();

    await user.click(screen.getByRole("switch", { name: /^Newsletter/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your settings could not be saved.");
    expect(screen.getByRole("switch", { name: /^Newsletter/ })).toBeChecked();
    expect(store.getState().user.record?.settings.newsletter).toBe(false);
    expect(screen.queryByText("Settings saved.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save settings" })).toBeEnabled();
  });
});
