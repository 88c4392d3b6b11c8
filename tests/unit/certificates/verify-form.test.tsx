import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VerifyForm } from "@/components/certificates/verify-form";
import { stubFetch } from "../fetch-stub";

const FILE_LABEL = "Credential file (.jwt or .json, up to 256 kB)";
const fetchMock = stubFetch();

const file = (text: string, name = "certificate.jwt") => new File([text], name, { type: "application/json" });

describe("the verify form", () => {
  it("refuses a file over 256 kB beside the field and never uploads it", async () => {
    const user = userEvent.setup();
    render(<VerifyForm />);
    await user.upload(screen.getByLabelText(FILE_LABEL), file("a".repeat(256 * 1024 + 1), "huge.json"));
    expect(screen.getByRole("alert")).toHaveTextContent("This file is larger than 256 kB");
    expect(screen.getByLabelText(FILE_LABEL)).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Check file" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the file's text and announces the verdict with who, what and when", async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        result: "valid",
        message: "This credential is genuine.",
        summary: { learnerName: "Amara Okafor", courseName: "LCA", description: "LCA, a course of SET-3015 at TU Delft (2.5 ECTS).", ects: 2.5, completedAt: "2026-11-20T10:00:00.000Z", issuerName: "Verdant Campus", certificateUrl: "https://shop.test/certificates/abc" },
      }),
    );
    const user = userEvent.setup();
    render(<VerifyForm />);
    await user.upload(screen.getByLabelText(FILE_LABEL), file("aaa.bbb.ccc"));
    await user.click(screen.getByRole("button", { name: "Check file" }));
    const status = screen.getByRole("status");
    expect(await screen.findByRole("heading", { name: "Valid certificate" })).toBeInTheDocument();
    expect(status).toHaveTextContent("Amara Okafor");
    expect(status).toHaveTextContent("20 November 2026");
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ credential: "aaa.bbb.ccc" });
  });

  it("shows a refused address's message beside the field and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(Response.json({ error: "We check only Verdant Campus certificates.", code: "certificate/foreign-url" }, { status: 400 }));
    const user = userEvent.setup();
    render(<VerifyForm />);
    const address = screen.getByLabelText("Certificate address");
    await user.type(address, "https://evil.example/certificates/abc");
    await user.click(screen.getByRole("button", { name: "Check address" }));
    expect(await screen.findByText("We check only Verdant Campus certificates.")).toBeInTheDocument();
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveValue("https://evil.example/certificates/abc");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
