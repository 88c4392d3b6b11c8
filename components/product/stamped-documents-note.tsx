import { Link } from "@/components/ui/link";

/** Said before buying, as the terms (§5) say it: a buyer's documents carry their name. */
export function StampedDocumentsNote() {
  return (
    <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
      Documents are stamped with the buyer&rsquo;s name: every page of your PDF shows your name, email address and order number (
      <Link href="/info/policies/en/terms_of_conditions" className="text-link hover:text-brand-800">
        terms, section 5
      </Link>
      ).
    </p>
  );
}
