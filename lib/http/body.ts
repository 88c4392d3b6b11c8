/** The request's JSON body, or null when it is missing or not JSON (validation then says what is missing). */
export const jsonBody = (request: Request): Promise<unknown> => request.json().catch(() => null);

/** The request's JSON body when it is an object, else {}. */
export async function objectBody(request: Request): Promise<Record<string, unknown>> {
  const body = await jsonBody(request);
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}
