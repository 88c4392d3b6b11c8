import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/company/join");

export default function JoinPage() {
  return (
    <InfoProsePage path="/info/company/join"
      lead={`Share what you teach with learners far beyond your lecture hall, and earn from every sale. ${brand.name} is open to university teachers, researchers and practitioners with real expertise in sustainability.`}
    >
      <h2>Who can teach</h2>
      <p>You can publish courses on {brand.name} if you are, for example:</p>
      <ul>
        <li>a professor, lecturer, teaching assistant or tutor at a university;</li>
        <li>a doctoral or postdoctoral researcher who teaches or supervises in your field;</li>
        <li>
          a practitioner, such as an energy consultant, an environmental engineer or a
          sustainability officer, who can explain material taught in a university course;
        </li>
        <li>a student who has written an excellent summary or exercise collection for a course.</li>
      </ul>
      <p>
        What matters is that your material fits a real university course and that you own the
        rights to everything in it. You do not need your university&apos;s permission to publish
        your own work, but check your employment contract if the material was created as part of
        your job; our <Link href="/dashboard/guides/copyright">copyright guide</Link> explains what
        to look for.
      </p>

      <h2>What you can publish</h2>
      <ul>
        <li>
          <strong>Video courses:</strong> lectures split into sections and short lessons, with
          optional resources such as slides or datasets.
        </li>
        <li>
          <strong>Documents:</strong> lecture notes, summaries, exercise collections with worked
          solutions, or exam preparation guides.
        </li>
      </ul>
      <p>
        Every product is linked to a university, degree, course and section, so learners can find
        it by their own study plan. If your university or course is not listed yet, tell us when you
        submit and our team will add it.
      </p>

      <h2>How approval works</h2>
      <p>
        Before a course is visible on the marketplace, our team reviews it. We check that the
        university link is accurate, that the description matches the content, that video and audio
        are clear, that you hold the rights to the material and that it follows our{" "}
        <Link href="/info/policies/en/terms_of_conditions">terms of conditions</Link>. We aim to
        finish a review within five business days. If something needs to change, you receive
        specific feedback, fix it in your dashboard and submit again.
      </p>

      <h2>What you earn</h2>
      <p>
        You set the price of your course, or publish it for free. For paid courses, creators
        receive <strong>80 % of the net revenue</strong> of every sale, that is the price after VAT
        and Stripe&apos;s payment fee; {brand.name} keeps 20 %. If you build a course together with
        co-creators, you agree on payout percentages that add up to 100, and each person&apos;s share
        is paid to their own account through Stripe Connect. Our{" "}
        <Link href="/info/company/profitmodel">profit model</Link> shows the calculation with a
        worked example.
      </p>

      <h2>Steps to start</h2>
      <ol>
        <li>
          <strong>Register.</strong> <Link href="/register">Create a free account</Link> with Google,
          Facebook, GitHub, Twitter, your email address or your phone number.
        </li>
        <li>
          <strong>Read the guides.</strong> The{" "}
          <Link href="/dashboard/guides/general">getting started guide</Link> covers how to
          structure a course, what makes a good preview and how to record clear audio.
        </li>
        <li>
          <strong>Build your course in the dashboard.</strong> Open your{" "}
          <Link href="/dashboard">dashboard</Link>, create a product, link it to its university,
          degree, course and section, then add sections, lectures, resources, a preview image and a
          price. Invite co-creators and set their payout percentages.
        </li>
        <li>
          <strong>Connect your payout account.</strong> Set up Stripe Connect from your account so
          that your earnings can be transferred to you. Free courses do not need this step.
        </li>
        <li>
          <strong>Submit for approval.</strong> When every section is marked ready, submit the
          course. You get a notification as soon as it is approved and live.
        </li>
      </ol>

      <h2>For universities</h2>
      <p>
        Universities can partner with us to have their degrees, courses and sections listed
        accurately, to encourage their teaching staff to publish, and to give their students access
        to selected courses. <Link href="/info/company/universityfocus">Read about partnerships</Link>{" "}
        or <Link href="/info/company/contact">contact us</Link>.
      </p>
    </InfoProsePage>
  );
}
