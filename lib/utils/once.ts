/** `create`'s value, made on the first call and shared by every later one. */
export function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
