import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Your cart",
  description: "The courses and documents you picked, their total, and checkout.",
};

export default function CartPage() {
  return (
    <PlannedFeature
      title="Your cart"
      summary="The courses and documents you picked, their total, and checkout."
      issue={5}
    />
  );
}
