// Where each seeded lecture's media lives: products/{pid}/lectures/{lid}/private/content, read
// by the media route (lib/media). Every demo lecture points at one of two small files under
// content/demo/, which is not public: the files are served only through signed URLs.
export const DEMO_MEDIA = {
  video: "demo/lecture-demo.webm",
  document: "demo/reader-demo.pdf",
};

export async function seedLectureContent(db, products) {
  for (const product of products) {
    const batch = db.batch();
    for (const lecture of product.lectures) {
      batch.set(db.doc(`products/${product.id}/lectures/${lecture.id}/private/content`), {
        kind: lecture.type,
        path: DEMO_MEDIA[lecture.type],
      });
    }
    await batch.commit();
  }
}
