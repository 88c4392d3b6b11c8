import type { Metadata } from "next";
import { LibraryList } from "@/components/library/library-list";

export const metadata: Metadata = {
  title: "Your library",
  description: "Every course and document you bought or were given access to, with your progress in each.",
};

export default function LibraryPage() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your library</h1>
      <p className="mt-2 text-slate-700">Every course and document you bought or were given access to, with your progress in each.</p>
      <LibraryList />
    </section>
  );
}
