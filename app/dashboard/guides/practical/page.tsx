import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { GuidePage } from "@/components/guides/guide-page";
import { GuideTable } from "@/components/guides/guide-table";
import { UPLOAD_LIMITS } from "@/config/uploads";
import { formatBytes, formatFileTypes } from "@/lib/utils/bytes";

export const metadata: Metadata = {
  title: "Guide: practical tips",
  description: "Recording, editing and writing tips for videos and documents.",
};

// The limits shown come from the same constants the uploader enforces.
const limits = [
  { kind: "Videos", limit: UPLOAD_LIMITS.video },
  { kind: "Documents", limit: UPLOAD_LIMITS.document },
  { kind: "Images", limit: UPLOAD_LIMITS.image },
  { kind: "Captions", limit: UPLOAD_LIMITS.captions },
] as const;

export default function DashboardGuidesPracticalPage() {
  return (
    <GuidePage
      path="/dashboard/guides/practical"
      title="Guide: practical tips"
      lead="Recording, slides, editing, uploading and pricing: what makes a course look and sound professional without a studio."
    >
      <h2>Recording</h2>
      <h3>Audio first</h3>
      <p>
        Learners forgive a plain picture but not bad sound. Most rejections for quality are about
        audio, so spend your first euros there:
      </p>
      <ul>
        <li>
          Use an <strong>external microphone</strong>: a USB microphone or a clip-on (lavalier)
          microphone for 30 to 80 EUR is far better than any laptop microphone. Keep it 15 to
          25 cm from your mouth.
        </li>
        <li>
          Choose a <strong>quiet, soft room</strong>: curtains, carpets, a bookshelf and a sofa
          absorb echo; an empty seminar room does not. Switch off fans and close windows.
        </li>
        <li>
          Record 10 seconds of silence and listen with headphones before you start. Peaks should stay
          around −12 to −6 dB, never touching 0 dB.
        </li>
      </ul>
      <h3>Picture and lighting</h3>
      <ul>
        <li>
          Face a window or a soft light; never sit with a window behind you. A second, weaker light
          from the side removes harsh shadows.
        </li>
        <li>Put the camera at eye level and look into it, not at the screen.</li>
        <li>Record in <strong>1080p</strong> (1920 × 1080) at 25 or 30 frames per second.</li>
      </ul>
      <h3>Screen recordings</h3>
      <ul>
        <li>
          Record at 1920 × 1080, close notifications and unrelated tabs, and enlarge fonts in
          spreadsheets and code editors (at least 16 pt) so they stay readable on a phone.
        </li>
        <li>Move the mouse slowly and pause on what you explain.</li>
        <li>Free tools such as OBS Studio record the screen and your camera together.</li>
      </ul>

      <h2>Slides</h2>
      <ul>
        <li>One idea per slide, with a headline that states it as a sentence.</li>
        <li>At least 24 pt text, high contrast, no more than about 30 words.</li>
        <li>
          Use 16:9 slides so they fill the video frame. Keep the bottom fifth calm: captions appear
          there.
        </li>
        <li>
          Prefer your own diagrams and data you may use; check the{" "}
          <Link href="/dashboard/guides/copyright">copyright guide</Link> for figures from papers.
        </li>
      </ul>

      <h2>Editing and export</h2>
      <ul>
        <li>
          Cut long pauses, false starts and &ldquo;um&rdquo;s, but leave a breath between
          sentences. Free editors such as DaVinci Resolve or Shotcut are enough.
        </li>
        <li>Normalise the audio so every lecture has the same loudness (about −16 LUFS).</li>
        <li>
          Export as <strong>MP4 with H.264 video and AAC audio</strong>, or as{" "}
          <strong>WebM</strong>. For 1080p, a video bitrate of 5 to 8 Mbit/s and audio at 128 to
          192 kbit/s keeps quality high and files small: ten minutes come to about 400 to 600 MB.
        </li>
        <li>Export PDFs with &ldquo;tagged PDF&rdquo; on and fonts embedded.</li>
      </ul>

      <h2>Uploads</h2>
      <p>The course builder accepts these files:</p>
      <GuideTable
        columns={["File", "Formats", "Largest size"]}
        rows={limits.map(({ kind, limit }) => ({ name: kind, cells: [formatFileTypes(limit.types), formatBytes(limit.maxBytes)] }))}
      />
      <ul>
        <li>
          Each upload shows its <strong>progress</strong>. You can <strong>cancel</strong> it, and
          if the connection drops, <strong>retry</strong> it; your course is saved either way, and
          a lecture keeps its old file until the new one has arrived completely.
        </li>
        <li>
          Large videos take time: 2 GB over a 20 Mbit/s upload takes about 15 minutes. Upload over a
          cable or a good Wi-Fi connection and keep the tab open.
        </li>
        <li>
          A file that is too large or of another type is refused before uploading, with a message
          saying why. Export it again with the settings above.
        </li>
        <li>
          The preview image is shown on cards and the product page: use 16:9, at least 1280 × 720
          pixels, with little text.
        </li>
      </ul>

      <h2>Pricing</h2>
      <ul>
        <li>
          Look at comparable courses in the <Link href="/courses">catalogue</Link>. Most
          university-linked courses here sell between 9.99 and 49.99 EUR; prices include VAT.
        </li>
        <li>
          Price by the value for the learner (exam preparation, a skill for a job), not only by
          length. A focused 2-hour course can be worth more than a rambling 10-hour one.
        </li>
        <li>
          A <strong>free</strong> course is a good first course: it builds reviews and an audience
          for your paid ones. Free courses cost you nothing and earn nothing.
        </li>
        <li>
          Your share of each sale is explained in{" "}
          <Link href="/dashboard/guides/why">why teach here</Link>; the{" "}
          <Link href="/dashboard/performance">performance page</Link> shows what each course earns.
        </li>
      </ul>
      <p>
        Next: plan the course itself with the{" "}
        <Link href="/dashboard/guides/general">getting-started guide</Link>.
      </p>
    </GuidePage>
  );
}
