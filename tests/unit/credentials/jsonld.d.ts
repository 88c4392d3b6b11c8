// jsonld ships no types; the tests use one call of it.
declare module "jsonld" {
  const jsonld: {
    expand(input: object, options: { documentLoader: (url: string) => Promise<unknown>; safe?: boolean }): Promise<Record<string, unknown>[]>;
  };
  export default jsonld;
}
