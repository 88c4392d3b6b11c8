import { Link } from "@/components/ui/link";

const audiences = [
  {
    title: "For learners",
    text: "Find courses that match the degree and course you study. Every video course and document names its university, degree, course and section, so you know exactly where it fits.",
    link: { label: "How buying works", href: "/support/help" },
  },
  {
    title: "For creators",
    text: "Turn your sustainability teaching into a video course or a document. Build it in your dashboard, submit it for approval, and earn from every sale, shared fairly with your co-creators.",
    link: { label: "Teach with us", href: "/info/company/join" },
  },
  {
    title: "For universities",
    text: "Add your degrees and courses so material is linked to them, and grant your students access to the courses that support your curriculum.",
    link: { label: "Our university focus", href: "/info/company/universityfocus" },
  },
];

export function AudienceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {audiences.map((audience) => (
        <li key={audience.title} className="rounded-xl border border-slate-200 p-6">
          <h2 className="text-lg font-semibold text-slate-900">{audience.title}</h2>
          <p className="mt-2 text-slate-700">{audience.text}</p>
          <Link href={audience.link.href} className="mt-4 inline-block text-link">
            {audience.link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
