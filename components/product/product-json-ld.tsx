import { absoluteUrl } from "@/config/site";
import type { Product } from "@/lib/types/product";
import { CURRENCY } from "@/lib/utils/format";

/** schema.org Course data (https://developers.google.com/search/docs/appearance/structured-data/course-info). */
export function courseJsonLd(product: Product, universityName: string | null) {
  const url = absoluteUrl(`/products/${product.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: product.title,
    description: product.descriptionSEO || product.subtitle,
    url,
    inLanguage: product.language,
    ...(product.previewImg ? { image: product.previewImg.startsWith("/") ? absoluteUrl(product.previewImg) : product.previewImg } : {}),
    ...(product.author ? { author: { "@type": "Person", name: product.author } } : {}),
    ...(universityName ? { provider: { "@type": "CollegeOrUniversity", name: universityName } } : {}),
    ...(product.ects > 0 ? { numberOfCredits: product.ects } : {}),
    offers: {
      "@type": "Offer",
      category: product.free ? "Free" : "Paid",
      price: product.free ? 0 : product.price,
      priceCurrency: CURRENCY,
      availability: "https://schema.org/InStock",
      url,
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.rating.stars * 10) / 10,
            ratingCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(product.workloadHours > 0 ? { courseWorkload: `PT${product.workloadHours}H` } : {}),
    },
  };
}

/**
 * Injected as JSON, with "<" escaped so no stored text can close the script element
 * (https://nextjs.org/docs/app/guides/json-ld).
 */
export function ProductJsonLd({ product, universityName }: { product: Product; universityName: string | null }) {
  const json = JSON.stringify(courseJsonLd(product, universityName)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
