import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/company/mission");

export default function MissionPage() {
  return (
    <InfoProsePage path="/info/company/mission"
      lead="We want the best sustainability teaching at universities to reach everyone who needs it: students preparing for an exam, professionals changing careers and citizens who want to understand the choices ahead."
    >
      <h2>Why {brand.name} exists</h2>
      <p>
        Some of the most careful teaching on climate, energy, biodiversity, water and sustainable
        economics happens in university lecture halls and seminar rooms. Most of it never leaves
        them. A lecturer records a brilliant explanation of carbon accounting for forty students,
        and next semester starts again from scratch. Meanwhile, learners elsewhere search through
        videos of unknown origin, unsure whether what they watch is accurate, current or even
        relevant to what their own degree expects.
      </p>
      <p>
        {brand.name} is a marketplace that connects the two. University teachers and other experts
        publish video courses and documents, and every one of them is linked to a real university,
        degree, course and section. Learners buy what they need, keep it in their library and learn
        at their own pace. Creators are paid fairly for their work, and the link to the curriculum
        keeps the material grounded in what is actually taught.
      </p>

      <h2>Guided by the Sustainable Development Goals</h2>
      <p>
        In 2015 all member states of the United Nations adopted the 2030 Agenda for Sustainable
        Development and its 17 Sustainable Development Goals (SDGs). They range from ending poverty
        and hunger to clean energy, climate action, life below water and on land, and responsible
        consumption and production. None of them can be reached without people who understand the
        problems in depth.
      </p>
      <p>
        Our work is closest to Goal 4, quality education, and in particular to its target 4.7:
        that by 2030 all learners acquire the knowledge and skills needed to promote sustainable
        development. We see every course on the marketplace as a small contribution to that target,
        and through its subject to one or more of the other goals. When creators describe their
        course, we encourage them to say which goals it addresses, so that learners can follow a
        goal across disciplines.
      </p>

      <h2>Quality through university linkage and review</h2>
      <p>
        An open marketplace is only as good as what it lets in. We rely on two safeguards.
      </p>
      <ol>
        <li>
          <strong>Every course is anchored in a curriculum.</strong> A creator chooses the
          university, degree, course and section the material belongs to. That makes it clear what
          level the course is pitched at and what it prepares you for, and it lets learners check
          the material against their own study plan.{" "}
          <Link href="/info/company/universityfocus">Read more about our university focus</Link>.
        </li>
        <li>
          <strong>Every course is reviewed before it is published.</strong> Our team checks each
          submission for accuracy of the university link, completeness, technical quality, respect
          for copyright and our content rules. Courses that are not ready go back to the creator
          with concrete feedback, not a silent rejection.
        </li>
      </ol>
      <p>
        A university link describes where the material fits; it is not a university endorsement
        unless the course says so explicitly. Our{" "}
        <Link href="/info/policies/en/disclaimer">disclaimer</Link> explains the difference.
      </p>

      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Knowledge should travel.</strong> A good explanation deserves more than one
          audience, and learners deserve access to it wherever they study.
        </li>
        <li>
          <strong>Teachers should be paid for teaching.</strong> Creators receive the larger share
          of every sale, and we publish{" "}
          <Link href="/info/company/profitmodel">exactly how revenue is split</Link>.
        </li>
        <li>
          <strong>Free can be good.</strong> Creators may publish courses free of charge, and many
          introductions on the marketplace are.
        </li>
        <li>
          <strong>Honesty over hype.</strong> Sustainability is full of difficult trade-offs. We
          favour courses that show the evidence and its limits over ones that promise easy answers.
        </li>
      </ul>

      <h2>Join us</h2>
      <p>
        If you teach sustainability, at a university or from professional practice, we would like
        to publish your course. <Link href="/info/company/join">Find out how to teach with us</Link>,
        or <Link href="/info/company/contact">get in touch</Link> if your university wants to
        partner with us.
      </p>
    </InfoProsePage>
  );
}
