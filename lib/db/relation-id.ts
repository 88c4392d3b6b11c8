// Relations' path and ids, apart from relations.server.ts ('server-only') and relations.ts (the
// browser's SDK): the seed and the storage emulator's stand-in name a relation exactly as the app does.

/** SPEC §3: userProductRelations/{uid}_{productId}. Written by the server; owners only touch `lastOpened`. */
export const RELATIONS = "userProductRelations";

/** A relation's document id: who has which product. */
export const relationId = (uid: string, productId: string) => `${uid}_${productId}`;
