import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Your library",
  description: "Every course and document you bought or were given access to, with your progress in each.",
};

export default function LibraryPage() {
  return (
    <PlannedFeature
      title="Your library"
      summary="Every course and document you bought or were given access to, with your progress in each."
      issue={5}
    />
  );
}
