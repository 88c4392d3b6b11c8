import { Link } from "@/components/ui/link";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">The page you asked for does not exist or has moved.</p>
      <Link href="/" className="mt-8 inline-block text-link">
        Back to the home page
      </Link>
    </section>
  );
}
