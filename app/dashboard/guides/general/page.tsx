import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { GuidePage } from "@/components/guides/guide-page";

export const metadata: Metadata = {
  title: "Guide: getting started",
  description: "How to structure a university-linked sustainability course on this marketplace.",
};

export default function DashboardGuidesGeneralPage() {
  return (
    <GuidePage
      path="/dashboard/guides/general"
      title="Guide: getting started"
      lead="How to plan a course that learners finish and that passes review the first time: structure, workload, accessibility and the checklist we use."
    >
      <h2>Start with the learning outcomes</h2>
      <p>
        Write down three to six things a learner can <strong>do</strong> after your course, before
        you plan a single lecture. Use verbs you could check in an assessment: &ldquo;calculate the
        carbon footprint of a product with a simple life-cycle assessment&rdquo;, not
        &ldquo;understand life-cycle assessment&rdquo;. Every section should serve at least one
        outcome; a section that serves none belongs in another course. The outcomes appear on your
        product page, so they are also your best sales text.
      </p>

      <h2>Structure: sections and lectures</h2>
      <ul>
        <li>
          <strong>Sections of 20 to 40 minutes.</strong> One section is one sitting for a busy
          learner and covers one idea or one outcome. Name it after what it teaches
          (&ldquo;Measuring water use&rdquo;), not its position (&ldquo;Part 3&rdquo;).
        </li>
        <li>
          <strong>Lectures of 5 to 12 minutes.</strong> Attention drops after about ten minutes of
          video. Split long recordings at natural breaks; a short lecture is also easier to re-record
          when something changes.
        </li>
        <li>
          <strong>Open and close each section.</strong> Begin with what the section is for and end
          with a one-minute summary, so learners returning after a week find their way back in.
        </li>
        <li>
          <strong>Mark a lecture or two as preview.</strong> Preview lectures are free to watch on
          the product page; the first lecture of the course is usually the best choice.
        </li>
      </ul>

      <h2>Assessments and reflection</h2>
      <p>
        Learning happens when learners apply what they heard. End each section with a task: a short
        calculation, a case to analyse, or a <strong>reflection prompt</strong> such as &ldquo;Which
        three material flows in your own department would you measure first, and why?&rdquo; Put
        tasks and worked solutions in a PDF lecture or in the resources, so learners can print them.
        If your course maps to a university course, use the kinds of tasks its exam uses.
      </p>

      <h2>Link your course to the Sustainable Development Goals</h2>
      <p>
        Choose the UN Sustainable Development Goals (SDGs) your course <strong>really</strong>{" "}
        addresses, usually one to three. Learners filter the catalogue by them, and reviewers reject
        courses that list goals the content does not discuss. Name the goal and its target in the
        lecture where you cover it, for example &ldquo;SDG 12.5: substantially reduce waste
        generation&rdquo;.
      </p>

      <h2>Workload and ECTS credits</h2>
      <p>
        University-linked learners plan with workload, so state it honestly. Count everything a
        learner does, not only the video time:
      </p>
      <ul>
        <li>video and reading time, plus about 50 % for pausing, note-taking and re-watching;</li>
        <li>the time for tasks, reflection prompts and any project work;</li>
        <li>preparation for an exam, if your course prepares for one.</li>
      </ul>
      <p>
        In the European Credit Transfer and Accumulation System, <strong>1 ECTS credit is 25 to 30
        hours</strong> of learner workload. A course of 6 hours of video with tasks may well come to
        15 hours of workload, that is about 0.5 ECTS. The ECTS figure you give is an estimate to help
        learners plan; only a university can award credits.
      </p>

      <h2>Accessibility</h2>
      <ul>
        <li>
          <strong>Captions</strong> for every video: learners with hearing impairments, learners in
          a quiet library and learners whose first language is not yours all rely on them. Correct
          automatic captions by hand, especially technical terms.
        </li>
        <li>
          <strong>Transcripts</strong> or a script as PDF, so learners can search and review.
        </li>
        <li>
          <strong>Readable PDFs</strong>: export from your word processor with headings and
          alternative text for figures (&ldquo;tagged PDF&rdquo;), not scans; use at least 11 pt
          text and enough contrast; never explain something only by colour.
        </li>
        <li>
          Say what you show: &ldquo;the red curve, emissions, rises after 2010&rdquo; rather than
          &ldquo;as you can see here&rdquo;.
        </li>
      </ul>

      <h2>The submission checklist</h2>
      <p>
        When you submit a course for review, the platform checks the following and tells you what
        is missing. Go through the list before you press submit:
      </p>
      <ol>
        <li>A <strong>title</strong> and a <strong>subtitle</strong>.</li>
        <li>A <strong>description</strong> of what the course covers and who it is for.</li>
        <li>
          A <strong>search description</strong> (SEO description) of at most{" "}
          <strong>160 characters</strong>; search engines cut longer ones.
        </li>
        <li>
          The <strong>university and university course</strong> the course is linked to, chosen
          from the list. If yours is missing, <Link href="/info/company/contact">contact us</Link>.
        </li>
        <li>Every <strong>section marked ready</strong> to publish.</li>
        <li>Every <strong>lecture with its media</strong>: an uploaded video or PDF.</li>
        <li>A <strong>preview image</strong>.</li>
        <li>A <strong>price</strong>, or the course marked <strong>free</strong>.</li>
      </ol>

      <h2>Review times and rejections</h2>
      <p>
        We aim to review every submission within <strong>five business days</strong> (Vienna
        business days); most are done sooner. While a course waits it shows as
        &ldquo;pending&rdquo; on your <Link href="/dashboard">dashboard</Link> and cannot be
        edited; withdraw it from review if you need to change something, and submit it again
        afterwards. You get a notification when it is approved or rejected.
      </p>
      <p>
        A rejection always comes with a reason written by the reviewer, shown on your dashboard.
        Rejected courses can be edited and submitted again. The most common reasons are:
      </p>
      <ul>
        <li>
          <strong>Incomplete or broken media</strong>: a lecture without a file, a video without
          sound, a PDF that does not open.
        </li>
        <li>
          <strong>Audio quality</strong>: echo, noise or volume so low that the lecture is hard to
          follow. See the <Link href="/dashboard/guides/practical">practical guide</Link>.
        </li>
        <li>
          <strong>Rights</strong>: third-party figures, photos or music without a licence or
          attribution. See the <Link href="/dashboard/guides/copyright">copyright guide</Link>.
        </li>
        <li>
          <strong>Description does not match the content</strong>, including SDGs, workload or
          outcomes the course does not deliver.
        </li>
        <li>
          <strong>Not a fit</strong>: content without a link to sustainability or to a university
          course.
        </li>
      </ul>
      <p>
        After approval, watch how your course does on the{" "}
        <Link href="/dashboard/performance">performance page</Link>, and read{" "}
        <Link href="/dashboard/guides/why">why teaching here pays off</Link>.
      </p>
    </GuidePage>
  );
}
