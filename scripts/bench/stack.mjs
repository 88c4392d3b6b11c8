// Production builds and servers for the bench and load scripts. Asynchronous on purpose: the
// Firestore request counter runs in the calling process and must keep forwarding meanwhile.
import { spawn } from "node:child_process";
import { closeSync, openSync, rmSync } from "node:fs";
import { addCompileHints } from "../compile-hints.mjs";
import { root } from "../lib/emulators.mjs";

const nextBin = `${root}/node_modules/next/dist/bin/next`;

/** `next build`; for our app, then the same post-build step as `npm run build`. */
export async function build(cwd, env) {
  // The data cache outlives builds; a previous stack's catalogue must not be measured.
  rmSync(`${cwd}/.next/cache/fetch-cache`, { recursive: true, force: true });
  const status = await new Promise((resolve) => {
    spawn(process.execPath, [nextBin, "build"], { cwd, env, stdio: ["ignore", "ignore", "inherit"] }).on("exit", resolve);
  });
  if (status !== 0) throw new Error(`next build failed in ${cwd}`);
  // The reference app stays as Next builds it: the framework's own figures.
  if (cwd === root) addCompileHints(`${root}/.next`);
}

/**
 * `next start` on loopback (`host`, 127.0.0.1 unless named); returns a stop function once `readyPath` answers. With `logFile`, the
 * server's output is appended to it. stop() resolves when the server has exited; stop.pid is its id.
 */
export async function start(cwd, port, env, readyPath = "/", { logFile, host = "127.0.0.1" } = {}) {
  const log = logFile && openSync(logFile, "a");
  const stdio = log ? ["ignore", log, log] : "ignore";
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", host], { cwd, env, stdio });
  if (log) closeSync(log);
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = () => {
    server.kill("SIGTERM");
    return exited;
  };
  stop.pid = server.pid;
  process.on("exit", stop);
  exited.then(() => process.off("exit", stop));
  const url = `http://${host}:${port}${readyPath}`;
  for (let attempt = 0; attempt < 120 && server.exitCode === null; attempt++) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(30_000) })).ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(server.exitCode ? `next start exited with code ${server.exitCode} (${logFile ?? "no log"})` : `${url} did not answer within 60 s`);
}
