import type { Metadata } from "next";
import { LearningPage } from "@/components/learning/learning-page";
import { getApprovedProduct } from "@/lib/db/products.server";

type LearningRouteProps = { params: Promise<{ productId: string }> };

export async function generateMetadata({ params }: LearningRouteProps): Promise<Metadata> {
  const { productId } = await params;
  // Only a catalogue title (cached); what the learner may see is decided in the browser by the rules.
  const product = await getApprovedProduct(productId).catch(() => null);
  return { title: product ? `${product.title} · Your library` : "Your library" };
}

export default async function LearningRoute({ params }: LearningRouteProps) {
  const { productId } = await params;
  return <LearningPage productId={productId} />;
}
