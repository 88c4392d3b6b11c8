import { screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { EnrolmentProvider } from "@/components/product/enrolment";
import { ProductJsonLd } from "@/components/product/product-json-ld";
import { ProductTabs } from "@/components/product/product-tabs";
import { TAB_URL_SETTLE_MS } from "@/components/product/tab-hash-writer";
import { QuestionItem } from "@/components/product/question-item";
import type { Product } from "@/lib/types/product";
import { elapse, withFakeClock } from "../fake-clock";
import { renderWithProviders } from "../render";

const { hasRelation } = vi.hoisted(() => ({ hasRelation: vi.fn() }));
vi.mock("@/lib/db/relations", () => ({ hasRelation }));

const visitor = { user: { authResolved: true, session: null, record: null, isCreator: false } };
const signedIn = (uid: string) => ({ user: { authResolved: true, session: { uid, email: `${uid}@example.com`, isAdmin: false }, record: null, isCreator: false } });

const tabs = [
  { id: "overview", label: "Overview", panel: <p>Overview text</p> },
  { id: "qa", label: "Q&A", panel: <p>Questions text</p> },
  { id: "reviews", label: "Reviews", panel: <p>Reviews text</p> },
  { id: "resources", label: "Resources", panel: <p>Resources text</p> },
];
const renderTabs = (preloadedState: object) =>
  renderWithProviders(
    <EnrolmentProvider productId="lca" creators={["lena"]}>
      <ProductTabs tabs={tabs} content={<p>Outline text</p>} />
    </EnrolmentProvider>,
    { preloadedState },
  );
const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

beforeEach(() => {
  hasRelation.mockReset();
  window.history.replaceState(null, "", "/products/lca");
});

describe("product tabs", () => {
  it("a visitor sees Overview, Q&A, Reviews and Resources, no Content, and nothing is read", () => {
    renderTabs(visitor);
    expect(tabNames()).toEqual(["Overview", "Q&A", "Reviews", "Resources"]);
    expect(screen.getByRole("tabpanel", { name: "Overview" })).toHaveTextContent("Overview text");
    expect(hasRelation).not.toHaveBeenCalled();
  });

  it("moves between tabs with the arrow keys, Home and End, wrapping around", async () => {
    const { user } = renderTabs(visitor);
    await user.click(screen.getByRole("tab", { name: "Overview" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Q&A" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Q&A" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Q&A" })).toBeVisible();
    expect(screen.getByText("Overview text")).not.toBeVisible();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Resources" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it("a buyer gets the Content tab after one relation read", async () => {
    hasRelation.mockResolvedValue(true);
    renderTabs(signedIn("maya"));
    expect(await screen.findByRole("tab", { name: "Content" })).toBeInTheDocument();
    expect(tabNames()).toEqual(["Overview", "Content", "Q&A", "Reviews", "Resources"]);
    expect(hasRelation).toHaveBeenCalledTimes(1);
    expect(hasRelation).toHaveBeenCalledWith("maya", "lca");
  });

  it("a signed-in user who does not own it, or whose check fails, gets no Content tab", async () => {
    hasRelation.mockRejectedValue(Object.assign(new Error("denied"), { code: "permission-denied" }));
    renderTabs(signedIn("sam"));
    await vi.waitFor(() => expect(hasRelation).toHaveBeenCalled());
    expect(screen.queryByRole("tab", { name: "Content" })).not.toBeInTheDocument();
  });

  it("the product's creators see the Content tab without a relation", () => {
    renderTabs(signedIn("lena"));
    expect(screen.getByRole("tab", { name: "Content" })).toBeInTheDocument();
    expect(hasRelation).not.toHaveBeenCalled();
  });

  describe("the tab in the URL", () => {
    withFakeClock();

    it("the URL follows the tab the user settles on, in one write however many tabs they pass", async () => {
      const { user } = renderTabs(visitor);
      const replaceState = vi.spyOn(window.history, "replaceState");
      await user.click(screen.getByRole("tab", { name: "Overview" }));
      await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
      expect(screen.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
      expect(window.location.hash).toBe("");
      await elapse(TAB_URL_SETTLE_MS);
      expect(window.location.hash).toBe("#resources");
      expect(replaceState).toHaveBeenCalledTimes(1);
      replaceState.mockRestore();
    });

    it("a tab chosen just before the page goes leaves the next page's URL alone", async () => {
      const { user, unmount } = renderTabs(visitor);
      await user.click(screen.getByRole("tab", { name: "Reviews" }));
      unmount();
      await elapse(TAB_URL_SETTLE_MS * 2);
      expect(window.location.hash).toBe("");
    });

    it("a press elsewhere right after choosing a tab writes the URL first, so it cannot drop the navigation that press starts", async () => {
      const { user } = renderTabs(visitor);
      const elsewhere = document.body.appendChild(document.createElement("button"));
      elsewhere.textContent = "Approve product";
      const replaceState = vi.spyOn(window.history, "replaceState");

      await user.click(screen.getByRole("tab", { name: "Reviews" }));
      await user.click(elsewhere);
      expect(window.location.hash).toBe("#reviews");

      await user.click(screen.getByRole("tab", { name: "Q&A" }));
      elsewhere.focus();
      await user.keyboard("{Tab}");
      expect(window.location.hash).toBe("#reviews");
      elsewhere.focus();
      await user.keyboard("{Enter}");
      expect(window.location.hash).toBe("#qa");

      await elapse(TAB_URL_SETTLE_MS * 2);
      expect(replaceState).toHaveBeenCalledTimes(2);
      replaceState.mockRestore();
      elsewhere.remove();
    });
  });

  it("a link to #reviews opens the Reviews tab", () => {
    window.history.replaceState(null, "", "/products/lca#reviews");
    renderTabs(visitor);
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("text that users and creators wrote", () => {
  it("shows HTML in a question or answer as text", () => {
    const html = "<img src=x onerror=alert(1)><b>bold</b>";
    renderWithProviders(
      <QuestionItem
        productId="lca"
        question={{ id: "q1", uid: "u", authorName: "Maya F.", text: html, createdOn: "2025-05-02T10:00:00.000Z", answers: [{ id: "a1", uid: "l", authorName: "Lena H.", text: html, createdOn: "2025-05-03T10:00:00.000Z", byCreator: true }] }}
      />,
      { preloadedState: visitor },
    );
    expect(screen.getAllByText(html)).toHaveLength(2);
    expect(document.querySelector("img, b")).toBeNull();
    expect(screen.getByText("Creator")).toBeInTheDocument();
    expect(screen.getByText("2 May 2025")).toBeInTheDocument();
  });

  it("offers the answer form to the product's creators and buyers only", async () => {
    const question = { id: "q1", uid: "u", authorName: "Maya F.", text: "Is there a certificate?", createdOn: "2025-05-02T10:00:00.000Z", answers: [] };
    const item = (
      <EnrolmentProvider productId="lca" creators={["lena"]}>
        <QuestionItem productId="lca" question={question} />
      </EnrolmentProvider>
    );
    const creator = renderWithProviders(item, { preloadedState: signedIn("lena") });
    expect(await screen.findByRole("button", { name: "Answer this question" })).toBeInTheDocument();
    creator.unmount();
    hasRelation.mockResolvedValue(false);
    renderWithProviders(item, { preloadedState: signedIn("maya") });
    await waitFor(() => expect(hasRelation).toHaveBeenCalledWith("maya", "lca"));
    expect(screen.getByText("Is there a certificate?")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Answer this question" })).not.toBeInTheDocument();
  });

  it("cannot close the JSON-LD script from a product title", () => {
    const product = { id: "p", title: "</script><script>alert(1)</script>", rating: { stars: 0, count: 0, total: 0 }, language: "en", previewImg: "" } as Product;
    const markup = renderToStaticMarkup(<ProductJsonLd product={product} universityName={null} />);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).toContain("\\u003c/script>");
  });
});
