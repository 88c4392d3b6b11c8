import { loadUserRecord } from "@/lib/auth/load-user-record";
import { aUserRecord } from "@/tests/factories/user";

describe("loading the user record after sign-in", () => {
  it("returns the record at once when it exists", async () => {
    const fetchRecord = vi.fn().mockResolvedValue(aUserRecord());
    const sleep = vi.fn();
    await expect(loadUserRecord("uid-ada", { fetchRecord, sleep })).resolves.toEqual(aUserRecord());
    expect(fetchRecord).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("retries with a 1000 ms pause when the record is written late", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchRecord = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(aUserRecord());
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(loadUserRecord("uid-ada", { fetchRecord, sleep })).resolves.toEqual(aUserRecord());
    expect(sleep).toHaveBeenCalledExactlyOnceWith(1000);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("gives up after 3 attempts and logs 'User data could not be retrieved.'", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchRecord = vi.fn().mockResolvedValue(null);
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(loadUserRecord("uid-ada", { fetchRecord, sleep })).resolves.toBeNull();
    expect(fetchRecord).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledExactlyOnceWith("User data could not be retrieved.");
  });

  it("waits a real second between attempts", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchRecord = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(aUserRecord());
    const pending = loadUserRecord("uid-ada", { fetchRecord });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(aUserRecord());
    vi.useRealTimers();
  });

  it("stops when the user signed out meanwhile", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let cancelled = false;
    const fetchRecord = vi.fn().mockImplementation(async () => {
      cancelled = true;
      return null;
    });
    const result = await loadUserRecord("uid-ada", { fetchRecord, sleep: async () => {}, isCancelled: () => cancelled });
    expect(result).toBeNull();
    expect(fetchRecord).toHaveBeenCalledTimes(1);
  });
});
