import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Add a university degree",
  description: "Add a degree programme to a university.",
};

export default function AdminAddUniDataAddUniDegreePage() {
  return (
    <PlannedFeature
      title="Add a university degree"
      summary="Add a degree programme to a university."
      issue={7}
    />
  );
}
