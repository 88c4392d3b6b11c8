/**
 * A tiny in-memory stand-in for the part of firebase-admin's Firestore the university data
 * transactions use (paths, equality filters, transactions), so their rules run without the
 * emulator. tests/db runs the same code against the emulator.
 */
type Data = Record<string, unknown>;

export class FakeStore {
  readonly docs = new Map<string, Data>();
  private next = 0;

  seed(path: string, data: Data) {
    this.docs.set(path, data);
  }

  collection(path: string): FakeCollection {
    return new FakeCollection(this, path);
  }

  doc(path: string): FakeDoc {
    return new FakeDoc(this, path);
  }

  newId() {
    this.next += 1;
    return `auto${this.next}`;
  }

  async runTransaction<T>(run: (tx: FakeTransaction) => Promise<T>): Promise<T> {
    return run(new FakeTransaction(this));
  }
}

class FakeDoc {
  constructor(
    private readonly store: FakeStore,
    readonly path: string,
  ) {}
  get id() {
    return this.path.split("/").at(-1) ?? "";
  }
  get parent() {
    return new FakeCollection(this.store, this.path.split("/").slice(0, -1).join("/"));
  }
  collection(name: string) {
    return new FakeCollection(this.store, `${this.path}/${name}`);
  }
  // lib/db's converters only name the stored shape; data passes through unchanged.
  withConverter() {
    return this;
  }
  snapshot() {
    const data = this.store.docs.get(this.path);
    return { id: this.id, exists: data !== undefined, data: () => data, get: (field: string) => data?.[field] };
  }
}

class FakeCollection {
  constructor(
    private readonly store: FakeStore,
    readonly path: string,
    private readonly filters: [string, unknown][] = [],
  ) {}
  doc(id = this.store.newId()) {
    return new FakeDoc(this.store, `${this.path}/${id}`);
  }
  where(field: string, _op: "==", value: unknown) {
    return new FakeCollection(this.store, this.path, [...this.filters, [field, value]]);
  }
  select() {
    return this;
  }
  withConverter() {
    return this;
  }
  snapshot() {
    const depth = this.path.split("/").length + 1;
    const docs = [...this.store.docs.keys()]
      .filter((path) => path.startsWith(`${this.path}/`) && path.split("/").length === depth)
      .map((path) => new FakeDoc(this.store, path).snapshot())
      .filter((doc) => this.filters.every(([field, value]) => doc.get(field) === value));
    return { docs, size: docs.length };
  }
}

class FakeTransaction {
  constructor(private readonly store: FakeStore) {}
  async get(target: FakeDoc | FakeCollection) {
    return target.snapshot();
  }
  async getAll(...refs: FakeDoc[]) {
    return refs.map((ref) => ref.snapshot());
  }
  create(ref: FakeDoc, data: Data) {
    if (this.store.docs.has(ref.path)) throw new Error(`${ref.path} exists`);
    this.store.docs.set(ref.path, data);
  }
  set(ref: FakeDoc, data: Data) {
    this.store.docs.set(ref.path, data);
  }
  update(ref: FakeDoc, data: Data) {
    this.store.docs.set(ref.path, { ...this.store.docs.get(ref.path), ...data });
  }
}
