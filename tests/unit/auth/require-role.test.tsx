import { screen } from "@testing-library/react";
import { RequireRole } from "@/components/auth/require-role";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const visitor = { user: { authResolved: true, session: null, record: null, isCreator: false } };

describe("guarded pages", () => {
  beforeEach(() => {
    replace.mockClear();
    window.history.replaceState(null, "", "/dashboard/performance?range=30d");
  });

  it("wait for the auth state without showing the page or redirecting", () => {
    renderWithProviders(<RequireRole role="user">secret</RequireRole>);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in");
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("send a visitor to sign in, with the page to return to", () => {
    renderWithProviders(<RequireRole role="user">secret</RequireRole>, { preloadedState: visitor });
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith("/login?next=%2Fdashboard%2Fperformance%3Frange%3D30d");
  });

  it("show a signed-in user their page", () => {
    renderWithProviders(<RequireRole role="user">secret</RequireRole>, { preloadedState: signedInAs(aSession()) });
    expect(screen.getByText("secret")).toBeInTheDocument();
  });

  it("refuse the admin area to a user without the admin claim", () => {
    renderWithProviders(<RequireRole role="admin">admin tools</RequireRole>, { preloadedState: signedInAs(aSession()) });
    expect(screen.getByRole("heading", { name: "Admins only" })).toBeInTheDocument();
    expect(screen.queryByText("admin tools")).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("open the admin area to an admin", () => {
    renderWithProviders(<RequireRole role="admin">admin tools</RequireRole>, {
      preloadedState: signedInAs(aSession({ isAdmin: true })),
    });
    expect(screen.getByText("admin tools")).toBeInTheDocument();
  });
});
