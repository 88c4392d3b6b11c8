import credentialsV2 from "./contexts/credentials-v2.json";
import openBadgesV3 from "./contexts/ob-v3p0-context-3.0.3.json";

export const CREDENTIALS_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OPEN_BADGES_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";

/** The contexts our credentials name, in order, each bundled in ./contexts (see its README). */
export const CREDENTIAL_CONTEXTS = [CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT] as const;

const BUNDLED: Record<string, object> = {
  [CREDENTIALS_V2_CONTEXT]: credentialsV2,
  [OPEN_BADGES_CONTEXT]: openBadgesV3,
};

export type LoadedDocument = { contextUrl: null; documentUrl: string; document: object };

/**
 * A JSON-LD document loader that serves only the bundled contexts and refuses every other URL:
 * a verifier that fetched a context named by the credential it checks would let the credential
 * choose what its own words mean, and this server reaches no network anyway.
 */
export async function bundledDocumentLoader(url: string): Promise<LoadedDocument> {
  const document = BUNDLED[url];
  if (!document) throw new Error(`The JSON-LD context ${url} is not bundled, and contexts are never fetched.`);
  return { contextUrl: null, documentUrl: url, document };
}
