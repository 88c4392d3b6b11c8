import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { GuidePage } from "@/components/guides/guide-page";
import { GuideTable } from "@/components/guides/guide-table";
import { brand } from "@/config/brand";

export const metadata: Metadata = {
  title: "Guide: copyright",
  description: "Copyright and licences for university material you use in your courses.",
};

const licences = [
  {
    name: "CC BY",
    allows: "Any use, also commercial, and changes, as long as you give attribution.",
    paid: "Yes, with attribution.",
  },
  {
    name: "CC BY-SA",
    allows:
      "Like CC BY, but if you change the work, your changed version must be shared under CC BY-SA too (ShareAlike).",
    paid: "Yes; a changed version must carry CC BY-SA.",
  },
  {
    name: "CC BY-NC",
    allows: "Only non-commercial use, with attribution.",
    paid: "No. Selling a course is commercial use; avoid NC material on the marketplace altogether.",
  },
  {
    name: "CC BY-ND",
    allows: "Sharing the work unchanged, also commercially, with attribution; no adaptations.",
    paid: "Yes, but only as it is: no cropping, recolouring, translating or redrawing.",
  },
] as const;

export default function DashboardGuidesCopyrightPage() {
  return (
    <GuidePage
      path="/dashboard/guides/copyright"
      title="Guide: copyright"
      lead="What you may use in a course you sell, how to credit others' work, and what happens when someone claims their rights."
    >
      <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>This guide is general information, not legal advice.</strong> It follows Austrian
        and EU law, as {brand.name} is based in Vienna, but your own situation, your contract and
        the law of your country may differ. When in doubt, ask your university&apos;s legal or
        technology-transfer office or a lawyer.
      </p>

      <h2>Your own work, and your employer&apos;s rights</h2>
      <p>
        Copyright arises by itself when you create a work; nothing has to be registered. Under the
        Austrian Copyright Act (UrhG), as in most EU countries, the copyright in slides, scripts and
        recordings stays with you as the author, but <strong>contracts can grant rights of use to
        someone else</strong>, and software written in the course of employment belongs to the
        employer (§ 40b UrhG).
      </p>
      <ul>
        <li>
          Read your <strong>employment contract</strong> and your university&apos;s{" "}
          <strong>intellectual-property, e-learning or open-educational-resources policy</strong>.
          Some give the university rights to teaching material made during working hours, or require
          permission for paid side activities (Nebenbeschäftigung).
        </li>
        <li>
          Material produced with university resources (a recording studio, a funded project) may be
          subject to the terms of that project or funder.
        </li>
        <li>
          If in doubt, ask for a short written confirmation that you may publish the course here.
          Many universities welcome it, and the link to your university course is visible on the
          product page anyway.
        </li>
      </ul>
      <p>
        You keep the copyright in your course. Publishing it here grants {brand.name} a
        non-exclusive licence to show and sell it, as our{" "}
        <Link href="/info/policies/en/terms_of_conditions">terms</Link> describe.
      </p>

      <h2>Third-party images, figures and texts</h2>
      <p>
        Everything you did not make yourself needs a legal basis: a licence, the quotation right, or
        the work being in the public domain. Three points surprise many university teachers:
      </p>
      <ul>
        <li>
          <strong>The teaching exception does not apply here.</strong> The exceptions for teaching
          (§ 42g UrhG, Art. 5 of the EU Digital Single Market Directive) cover non-commercial
          teaching under a school&apos;s or university&apos;s responsibility. A course sold on a
          marketplace is neither, so material you may show in your lecture hall is not automatically
          allowed in your course here.
        </li>
        <li>
          <strong>Figures from journal articles</strong> usually belong to the publisher, even in
          your own papers, unless the article is open access under a CC licence. Ask the publisher
          for permission (most have an online form), or use the open-access version&apos;s licence.
        </li>
        <li>
          <strong>Data are not protected; designs are.</strong> Facts and numbers are free. A chart
          you draw yourself from published figures, with the source named, is usually your own work;
          a copy or screenshot of someone else&apos;s chart is not.
        </li>
      </ul>

      <h3>The quotation right</h3>
      <p>
        You may quote published works without permission (§ 42f UrhG, Art. 5(3)(d) of the EU
        Copyright Directive) when the quotation serves your own discussion: you analyse, criticise
        or explain it. The extent must be justified by that purpose (a sentence, a paragraph, a
        figure you discuss, not a whole chapter), the quoted work must be unchanged, and author and
        source must be named. A picture used only as decoration is not a quotation.
      </p>

      <h2>Creative Commons licences</h2>
      <p>
        Creative Commons (CC) licences let authors allow uses in advance. Every CC licence requires
        attribution (BY); the extra elements restrict it further. Use the current version 4.0 where
        you can choose.
      </p>
      <GuideTable columns={["Licence", "Allows", "In a paid course?"]} rows={licences.map((licence) => ({ name: licence.name, cells: [licence.allows, licence.paid] }))} />
      <p>
        Combinations work the same way: CC BY-NC-SA and CC BY-NC-ND are non-commercial and therefore
        not usable in a paid course.
      </p>

      <h3>Attribution: TASL</h3>
      <p>
        Credit CC material with <strong>T</strong>itle, <strong>A</strong>uthor,{" "}
        <strong>S</strong>ource (a link to the original) and <strong>L</strong>icence (with a link
        to the licence text), and say if you changed it. Put the credit on the slide itself or in a
        credits list in the course resources. For example:
      </p>
      <p className="rounded-md bg-slate-50 p-4 text-sm">
        &ldquo;Wind farm at dusk&rdquo; by Jane Doe (example.org/wind-farm), licensed under CC BY
        4.0 (creativecommons.org/licenses/by/4.0). Cropped and colours adjusted.
      </p>
      <p>
        Attribution under a licence is not a scientific citation: where you use ideas or results,
        cite the publication as you would in a paper.
      </p>

      <h2>Public domain</h2>
      <ul>
        <li>
          In Austria and the EU, copyright ends <strong>70 years after the end of the year the
          author died</strong>; works by authors who died in 1955 or earlier are free to use.
        </li>
        <li>
          Faithful photographs of public-domain paintings and drawings are free too (Art. 14 of the
          EU Digital Single Market Directive).
        </li>
        <li>
          Laws, regulations and official decisions are free to use (§ 7 UrhG); reports of public
          agencies usually are not, unless published under an open licence.
        </li>
        <li>
          Material marked <strong>CC0</strong> has been given to the public domain by its author;
          you may use it without conditions, though crediting it is good practice.
        </li>
      </ul>

      <h2>Fonts, icons and music</h2>
      <ul>
        <li>
          <strong>Fonts</strong> have licences, too. Fonts under the SIL Open Font License (most of
          Google Fonts) may be embedded in PDFs and videos; for others, check the licence allows
          embedding and commercial use.
        </li>
        <li>
          <strong>Icons and stock photos</strong>: keep the licence or the download receipt. Free
          stock sites often forbid use in products sold as such, which a course may count as.
        </li>
        <li>
          <strong>Music</strong>: do not use commercial recordings, not even a few seconds. Use
          music licensed for commercial online courses, or none; a calm voice needs no background.
        </li>
        <li>Do not include clips downloaded from video platforms; link to them in the resources.</li>
      </ul>

      <h2>Student work and consent</h2>
      <p>
        Students own the copyright in their essays, projects and photos. To show an example of
        student work, ask for <strong>written consent</strong> that names the course and the use, and
        offer to credit or anonymise it as they prefer. Ask after grading, so nobody feels their mark
        depends on the answer, and accept a no.
      </p>

      <h2>Recognisable people and data protection</h2>
      <p>
        Video and photos of recognisable people are personal data under the GDPR, and Austrian law
        protects a person&apos;s image against publication that harms their legitimate interests
        (§ 78 UrhG). For anyone recognisable in your course, other than yourself and your
        co-creators:
      </p>
      <ul>
        <li>get written consent that covers publication in a paid online course;</li>
        <li>
          do not record the audience in a lecture hall; if you must, tell people beforehand and
          offer seats out of view;
        </li>
        <li>
          blur faces, names and screens in field and lab recordings, and remove e-mail addresses or
          student data from screen recordings;
        </li>
        <li>keep the consents for as long as the course is published.</li>
      </ul>

      <h2>If you receive a takedown notice</h2>
      <p>
        Anyone can report content they believe infringes their rights, as the EU Digital Services
        Act requires us to allow. When we receive a notice about your course, we check it and may
        disable the affected lecture or course while we do. We tell you what was reported and why we
        acted, and you can answer.
      </p>
      <ol>
        <li>Do not ignore it and do not delete your records.</li>
        <li>
          Check the material: where did it come from, what licence or permission do you have? This
          is why you keep licences, receipts and consents.
        </li>
        <li>
          Reply to us at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> with your
          evidence, or replace the material and resubmit the course.
        </li>
        <li>
          If a rights holder contacts you directly, for example with a lawyer&apos;s cease-and-desist
          letter (Abmahnung), tell us and get legal advice before you sign anything or pay.
        </li>
      </ol>
      <p>
        See also the <Link href="/dashboard/guides/general">getting-started guide</Link> for the
        review checklist and the <Link href="/dashboard/guides/practical">practical guide</Link> for
        making your own images and recordings.
      </p>
    </GuidePage>
  );
}
