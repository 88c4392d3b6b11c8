import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import type { FaqEntry } from "./help-faq";

/** Help centre: what universities ask. */
export const universityFaq: FaqEntry[] = [
  {
    question: "How can our university partner with you?",
    answer: (
      <p>
        Write to <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with
        &ldquo;University partnership&rdquo; in the subject, naming your university, the faculty or
        department and a contact person. We reply within five business days and usually suggest a
        short call to agree on what you would like to do: list your curriculum, encourage staff to
        publish, or give students access. <Link href="/info/company/universityfocus">Read more
        about our university focus</Link>.
      </p>
    ),
  },
  {
    question: "What does a partnership cost?",
    answer: (
      <p>
        Nothing. Partnering and having your university data listed is free. We earn only a
        commission on paid courses, as described on our{" "}
        <Link href="/info/company/profitmodel">profit model</Link> page. Access for students to
        paid courses is agreed case by case.
      </p>
    ),
  },
  {
    question: "How do our degrees, courses and sections get onto the marketplace?",
    answer: (
      <p>
        Our administrators add university data: the university, its degrees, its courses (a course
        taught in several degrees is added once and linked to each) and each course&apos;s
        sections. Send us a link to your official course catalogue or a spreadsheet with the
        degree, course and section names, and we add them, usually within a week. Creators can
        also ask us to add a missing course when they submit.
      </p>
    ),
  },
  {
    question: "Our data is wrong or out of date. How do we correct it?",
    answer: (
      <p>
        Write to <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with the
        correct names, or the new curriculum if a degree was restructured. We update the entries
        and keep existing courses linked to the right place, so learners can still find them.
      </p>
    ),
  },
  {
    question: "Can we give our students access to courses?",
    answer: (
      <p>
        Yes. Our administrators can grant access to selected courses to a list of student
        accounts, for example everyone enrolled in a course this semester. Tell us the courses and
        send the email addresses the students registered with; they then find the courses in their{" "}
        <Link href="/library">library</Link> without paying. For paid courses, we agree the terms
        with you and the creators beforehand.
      </p>
    ),
  },
  {
    question: "Does a course linked to our university mean we endorse it?",
    answer: (
      <p>
        No. The link only shows which part of a curriculum the material covers. Courses are marked
        as official university material only when the university itself publishes or confirms them,
        and our <Link href="/info/policies/en/disclaimer">disclaimer</Link> says so publicly. If a
        course misuses your university&apos;s name, tell us and we act promptly.
      </p>
    ),
  },
  {
    question: "Can our teaching staff publish their own courses?",
    answer: (
      <p>
        Yes, and they do not need a partnership to do so. Any lecturer can{" "}
        <Link href="/info/company/join">join as a creator</Link>, and the creator share of each sale
        is paid to them. If your university has rules on teaching material made during employment,
        let your staff know; our copyright guide asks creators to check them.
      </p>
    ),
  },
];
