import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { BuyBox } from "@/components/product/buy-box";
import { ContentPanel } from "@/components/product/content-panel";
import { EnrolmentProvider } from "@/components/product/enrolment";
import { InstructorBlock } from "@/components/product/instructor-block";
import { OverviewPanel } from "@/components/product/overview-panel";
import { PreviewVideo } from "@/components/product/preview-video";
import { ProductJsonLd } from "@/components/product/product-json-ld";
import { ProductSummary } from "@/components/product/product-summary";
import { ProductTabs } from "@/components/product/product-tabs";
import { ProductViewed } from "@/components/product/product-viewed";
import { QaPanel } from "@/components/product/qa-panel";
import { RecognitionSection } from "@/components/product/recognition-section";
import { ResourcesPanel } from "@/components/product/resources-panel";
import { ReviewsPanel } from "@/components/product/reviews-panel";
import { listInstructors } from "@/lib/db/creator-profiles.server";
import { getApprovedProduct, listLectures } from "@/lib/db/products.server";
import { listQuestions } from "@/lib/db/questions.server";
import { listReviews } from "@/lib/db/reviews.server";
import { getProductPlace } from "@/lib/db/universities.server";

type ProductPageProps = { params: Promise<{ id: string }> };

// Incremental static regeneration: a product's page is rendered on its first visit and served
// from Next's cache until one of its tags (product:<id>, its Q&A) expires or 5 minutes pass; a
// creator's profile edit shows once that period ends (docs/decisions/0177-public-creator-profiles.md).
// Nothing here depends on the viewer: ownership is read in the browser (EnrolmentProvider), and
// an asker's new question is kept in their tab until the cached page lists it (lib/qa/just-posted.ts).
export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await getApprovedProduct((await params).id);
  if (!product) return { title: "Course not found" };
  const description = product.descriptionSEO || product.subtitle;
  return {
    title: product.title,
    description,
    alternates: { canonical: `/products/${product.id}` },
    openGraph: {
      type: "website",
      title: product.title,
      description,
      url: `/products/${product.id}`,
      images: product.previewImg ? [{ url: product.previewImg, alt: product.title }] : [],
    },
  };
}

/** A product's public page; everything on it comes from cached server reads of this product and its creators. */
export default async function ProductPage({ params }: ProductPageProps) {
  const { id } = await params;
  const product = await getApprovedProduct(id);
  if (!product) notFound();
  const [lectures, reviews, questions, { university, uniCourse }, instructors] = await Promise.all([
    listLectures(id),
    listReviews(id),
    listQuestions(id),
    getProductPlace(product.university, product.uniCourse),
    listInstructors(product.id, product.creators),
  ]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ProductViewed productId={product.id} />
      <ProductJsonLd product={product} universityName={university?.name ?? null} />
      <Breadcrumbs trail={[{ label: "Home", href: "/" }, { label: "Courses", href: "/courses" }]} current={product.title} />
      {/* One ownership read for the whole page: the buy box, the tabs and the forms share it. */}
      <EnrolmentProvider productId={product.id} creators={product.creators}>
        {/* On a phone the price and Add to cart come right after the title, before the preview;
            on a wide screen the buy box is the right-hand column beside both. */}
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-1">
            <ProductSummary product={product} university={university} uniCourse={uniCourse} />
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <BuyBox product={product} hasDocuments={lectures.some((lecture) => lecture.type === "document")} />
          </div>
          {product.previewVideo ? (
            <div className="lg:col-start-1 lg:row-start-2">
              <PreviewVideo src={product.previewVideo} poster={product.previewImg} title={product.title} />
            </div>
          ) : null}
        </div>
        <ProductTabs
          content={<ContentPanel productId={product.id} sections={product.sections} lectures={lectures} />}
          tabs={[
            {
              id: "overview",
              label: "Overview",
              panel: (
                <div className="space-y-8">
                  <OverviewPanel product={product} lectures={lectures} />
                  <RecognitionSection product={product} />
                  <InstructorBlock instructors={instructors} author={product.author} />
                </div>
              ),
            },
            { id: "qa", label: "Q&A", panel: <QaPanel productId={product.id} questions={questions} /> },
            {
              id: "reviews",
              label: "Reviews",
              panel: (
                <ReviewsPanel
                  productId={product.id}
                  rating={product.rating}
                  verifiedRating={product.verifiedRating}
                  reviews={reviews}
                  university={university}
                  offerTerm={uniCourse !== null}
                />
              ),
            },
            { id: "resources", label: "Resources", panel: <ResourcesPanel resources={product.resources} /> },
          ]}
        />
      </EnrolmentProvider>
    </div>
  );
}
