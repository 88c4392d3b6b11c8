import { fireEvent, render, screen } from "@testing-library/react";
import { onTestFinished } from "vitest";
import userEvent from "@testing-library/user-event";
import { PreviewPlayer } from "@/components/product/preview-player";

function renderPlayer() {
  return render(
    <PreviewPlayer src="/media/previews/course-preview.webm" poster="/images/products/soil.svg" title="Soil Health">
      <span>Poster of Soil Health</span>
    </PreviewPlayer>,
  );
}

describe("the preview video", () => {
  it("shows the poster as a link to the video, and no player, until it is played", () => {
    const { container } = renderPlayer();
    const link = screen.getByRole("link", { name: "Play the preview of Soil Health" });
    expect(link).toHaveAttribute("href", "/media/previews/course-preview.webm");
    expect(container.querySelector("video")).toBeNull();
    expect(link).toHaveTextContent("Poster of Soil Health");
  });

  it("puts the player with its controls in the poster's place, playing and focused", async () => {
    const { container } = renderPlayer();
    await userEvent.click(screen.getByRole("link", { name: "Play the preview of Soil Health" }));
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("autoplay");
    expect(video).toHaveAccessibleName("Preview of Soil Health");
    expect(video?.querySelector("source")).toHaveAttribute("src", "/media/previews/course-preview.webm");
    expect(video).toHaveFocus();
    expect(screen.queryByRole("link", { name: "Play the preview of Soil Health" })).not.toBeInTheDocument();
  });

  it("leaves a click with a modifier to the browser (a new tab, a download)", () => {
    const { container } = renderPlayer();
    // jsdom cannot open the tab the browser would.
    const noNavigation = (event: Event) => event.preventDefault();
    document.addEventListener("click", noNavigation);
    onTestFinished(() => document.removeEventListener("click", noNavigation));
    fireEvent.click(screen.getByRole("link", { name: "Play the preview of Soil Health" }), { ctrlKey: true });
    expect(container.querySelector("video")).toBeNull();
  });
});
