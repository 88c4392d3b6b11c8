import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/company/universityfocus");

export default function UniversityFocusPage() {
  return (
    <InfoProsePage path="/info/company/universityfocus"
      lead={`On ${brand.name}, no course floats free. Each one is placed in a university's curriculum, down to the section of the course it explains.`}
    >
      <h2>Four levels, one clear place</h2>
      <p>When creators publish a video course or document, they link it to four things:</p>
      <ol>
        <li>
          <strong>University:</strong> the institution whose teaching the material follows, for
          example a university of technology or of economics.
        </li>
        <li>
          <strong>Degree:</strong> the programme the course belongs to, such as a bachelor&apos;s in
          environmental engineering or a master&apos;s in sustainable finance.
        </li>
        <li>
          <strong>Course:</strong> the university course itself, such as &ldquo;Renewable energy
          systems&rdquo; or &ldquo;Environmental economics&rdquo;. A course taught in several
          degrees is listed once and linked to each of them.
        </li>
        <li>
          <strong>Section:</strong> the part of the course the material covers, for example a
          chapter on photovoltaics or on carbon pricing, so that a short document on one topic is
          not mistaken for a full course.
        </li>
      </ol>
      <p>
        Our team keeps this university data up to date. Creators choose from the existing entries;
        when something is missing, they tell us and we add it after checking it against the
        university&apos;s official course catalogue.
      </p>

      <h2>Why we insist on it</h2>
      <ul>
        <li>
          <strong>Relevance.</strong> Sustainability is a broad field. A course on &ldquo;energy&rdquo;
          could be anything from household tips to grid engineering. The link tells you what level
          the material is written for and what prior knowledge it assumes.
        </li>
        <li>
          <strong>Quality.</strong> Material written for a real course has to meet the standard of
          that course. During our review, we check that the content matches the course and section
          it claims to cover.
        </li>
        <li>
          <strong>Comparability.</strong> When several creators publish material for the same
          course, you can compare their approaches, ratings and reviews side by side.
        </li>
        <li>
          <strong>Continuity.</strong> Good teaching stays findable after a lecturer moves on or a
          semester ends, because it is filed under the course, not under a person.
        </li>
      </ul>

      <h2>How learners use it</h2>
      <p>
        If you are a student, start from what you study. Choose your university, then your degree,
        and you see every course of that degree with material on the marketplace. Open a course to
        find video courses and documents for each of its sections: an overview before the semester
        starts, a worked exercise collection before the exam, or a second explanation of the one
        topic that did not click in the lecture.
      </p>
      <p>
        Material from another university is often just as useful. Many courses on, say,
        life-cycle assessment or climate policy cover the same ground everywhere, and the section
        names make it easy to see whether a course from another university matches yours. If you
        are not a student, search by topic and use the university link as a sign of the level and
        depth to expect.
      </p>
      <p>
        A university link shows where the material fits. It does not mean the university has
        reviewed or endorsed it, unless the course page says so explicitly. See our{" "}
        <Link href="/info/policies/en/disclaimer">disclaimer</Link>.
      </p>

      <h2>How universities can partner with us</h2>
      <p>Partnering is free for universities. As a partner, your university can:</p>
      <ul>
        <li>
          send us its degrees, courses and sections, so they are listed accurately and completely
          from the start;
        </li>
        <li>
          encourage its teaching staff to publish their material and reach learners beyond their
          own students, with the creator share of every sale going to the staff members;
        </li>
        <li>
          give its students access to selected courses, for example all material for a course
          they are enrolled in, which our team grants to their accounts;
        </li>
        <li>
          publish courses in the university&apos;s own name, which are then marked as official
          university material on their course page.
        </li>
      </ul>
      <p>
        To start, write to us through the <Link href="/info/company/contact">contact page</Link>{" "}
        with &ldquo;University partnership&rdquo; in the subject. If you teach and want to publish on
        your own, you do not need a partnership: <Link href="/info/company/join">join as a creator</Link>.
      </p>
    </InfoProsePage>
  );
}
