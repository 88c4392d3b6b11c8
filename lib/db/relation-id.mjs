// @ts-check
// The plain-JavaScript half of relations (as creator-days.mjs is of creatorDays): the seed and the
// storage emulator's stand-in (plain Node) name a relation exactly as the app does.

/** SPEC §3: userProductRelations/{uid}_{productId}. Written by the server; owners only touch `lastOpened`. */
export const RELATIONS = "userProductRelations";

/**
 * A relation's document id: who has which product.
 * @param {string} uid
 * @param {string} productId
 */
export const relationId = (uid, productId) => `${uid}_${productId}`;
