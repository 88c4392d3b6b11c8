import "server-only";
import type { DocumentData, DocumentReference, FirestoreDataConverter, QueryDocumentSnapshot, WithFieldValue } from "firebase-admin/firestore";

// The admin SDK's CollectionReference.withConverter takes a converter of the app model only, so
// the stored model stays DocumentData on every typed reference.

/**
 * A converter that only names the stored shape `T`, so the compiler checks every write through a
 * reference that carries it (`create`/`set` take `WithFieldValue<T>`, `update` takes
 * `UpdateData<T>`). It changes nothing on the wire: writes pass through as given, FieldValue
 * sentinels included, and reads return the stored data as it is; the `to…()` reshapes still
 * guard against old or partial documents.
 * https://firebase.google.com/docs/reference/node/firebase.firestore.FirestoreDataConverter
 */
export function storedAs<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data: DocumentData) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

/**
 * What a write helper adds its writes to: a Transaction or a WriteBatch, whose `set` both take a
 * typed reference and its stored shape.
 */
export type Writes = { set<T extends DocumentData>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown };
