/**
 * A stand-in for the global `fetch` for every test of the calling file: reset before each test
 * and removed after it. Returns the mock to script answers and read the calls.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
