import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/policies/en/disclaimer");

export default function DisclaimerPage() {
  return (
    <InfoProsePage path="/info/policies/en/disclaimer"
      lead="What you can and cannot expect from the courses on the marketplace, and who is responsible for them."
      updated="Last updated 1 November 2026"
    >
      <h2>Courses are made by independent creators</h2>
      <p>
        {brand.name} is a marketplace. The video courses and documents on it are created by
        independent creators: university teachers, researchers, practitioners and students. They
        are not employees of {brand.name}, and their views are their own. Each creator is
        responsible for the accuracy, completeness and currency of their course.
      </p>
      <p>
        Our team reviews every course before publication. The review checks the university link,
        completeness, technical quality, copyright and our content rules; it is not a full
        scientific peer review. An approved course can still contain errors, simplifications or
        views that other experts do not share. Sustainability research also moves fast: figures on
        emissions, prices or regulations can be out of date by the time you watch a lecture. Please
        check the publication and update dates shown on each course.
      </p>

      <h2>What a university link means</h2>
      <p>
        Every course is linked to a university, degree, course and section. This link describes
        which part of a curriculum the material covers and at what level. It does{" "}
        <strong>not</strong> mean that the university created, reviewed, approved or endorses the
        course, and it does not mean that the creator works for that university, unless the course
        page states this explicitly, for example by marking it as official university material.
      </p>
      <p>
        Completing a course on {brand.name} does not earn you credits, grades or a qualification
        at any university. Whether your own university recognises the material for an exam or
        course is for that university to decide; when in doubt, ask your lecturer. University names
        are used only to describe the curriculum and remain the property of their owners.
      </p>

      <h2>No professional advice</h2>
      <p>
        Courses are for education and general information only. They are not legal, tax,
        financial, investment, engineering, environmental-compliance, medical or any other
        professional advice, and they are not a substitute for advice from a qualified
        professional who knows your circumstances. In particular:
      </p>
      <ul>
        <li>
          a course on carbon accounting or sustainability reporting does not replace the review of
          your reports by an auditor;
        </li>
        <li>
          a course on building energy or renewable installations does not replace planning and
          approval by a licensed engineer or installer;
        </li>
        <li>
          a course on sustainable finance is not a recommendation to buy or sell any investment;
        </li>
        <li>
          a course on environmental law describes the law at the time it was made and in the
          jurisdictions it names, and may not reflect later changes.
        </li>
      </ul>
      <p>
        Acting on the content of a course is your own decision and responsibility. Our liability is
        governed by section 14 of our{" "}
        <Link href="/info/policies/en/terms_of_conditions">terms of conditions</Link>.
      </p>

      <h2>External links</h2>
      <p>
        Courses and pages on the marketplace may link to websites of third parties, such as
        research papers, datasets, public authorities or tools. We have no control over those
        websites, we are not responsible for their content, availability or privacy practices, and
        a link is not an endorsement. We checked linked pages for obviously unlawful content when
        the course was reviewed; if we learn that a link leads to unlawful content, we remove it
        promptly.
      </p>

      <h2>Reporting a problem</h2>
      <p>
        If you find a factual error, an outdated statement, content that infringes rights or a
        broken link, use the Q&amp;A tab of the course to tell its creator, or report it to us at{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. We pass corrections on
        to creators and act on reports of unlawful content without delay. Other questions:{" "}
        <Link href="/info/company/contact">contact us</Link>.
      </p>
    </InfoProsePage>
  );
}
