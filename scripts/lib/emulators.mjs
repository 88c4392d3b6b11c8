// Starts and stops the local Firebase emulators: the Cloud Firestore emulator from its JAR
// (Debian package google-cloud-cli-firestore-emulator, Java 17), the Auth emulator from
// firebase-tools and our Cloud Storage stand-in (scripts/storage-emulator; firebase-tools'
// Storage emulator needs Java 21 and a download). firebase-tools' own Firestore emulator needs
// Java 21 and a download too, so it is only the fallback when the JAR is absent.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Node's arguments that run a TypeScript script (tsx's loader; Node 20 cannot strip types): our
 * scripts import the app's own modules (decision 0220).
 */
export const TSX = ["--import", "tsx"];
const DEFAULT_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const firebaseCli = path.join(root, "node_modules/firebase-tools/lib/bin/firebase.js");

/** Ports and project from firebase.json and .firebaserc; tests add an offset to stay off dev data. */
export function readConfig({ portOffset = 0 } = {}) {
  const firebase = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8"));
  const rc = JSON.parse(readFileSync(path.join(root, ".firebaserc"), "utf8"));
  const { auth, firestore, storage } = firebase.emulators;
  return {
    projectId: rc.projects.default,
    rules: path.join(root, firebase.firestore.rules),
    auth: { host: auth.host, port: auth.port + portOffset },
    firestore: { host: firestore.host, port: firestore.port + portOffset },
    storage: { host: storage.host, port: storage.port + portOffset },
    // The local mail catcher (scripts/mail-catcher): not a Firebase emulator, so not in firebase.json.
    // Ports end in 25 and 80, apart from every other port here at any offset.
    mail: { host: "127.0.0.1", smtpPort: 2525 + portOffset, webPort: 1080 + portOffset },
    // firebase-tools also opens a hub and a logging port; a test instance beside a dev instance
    // needs its own. Offsets are multiples of 100, so hubs end in 0 and logging ports in 5:
    // 4500 + offset/10 for logging collided with another offset's hub (200 vs 1200: 4520).
    hubPort: 4400 + portOffset / 10,
    loggingPort: 4405 + portOffset / 10,
  };
}

/** A firebase.json for the Auth emulator alone, with this instance's ports. */
function authConfigFile(config) {
  const file = path.join(os.tmpdir(), `verdant-campus-auth-${config.auth.port}.json`);
  const emulators = {
    singleProjectMode: true,
    auth: config.auth,
    hub: { host: config.auth.host, port: config.hubPort },
    logging: { host: config.auth.host, port: config.loggingPort },
    ui: { enabled: false },
  };
  writeFileSync(file, JSON.stringify({ emulators }, null, 2));
  return file;
}

/** The variables every Firebase SDK and our own code read to find the emulators. */
export function emulatorEnv(config) {
  const firestore = `${config.firestore.host}:${config.firestore.port}`;
  const auth = `${config.auth.host}:${config.auth.port}`;
  const storage = `${config.storage.host}:${config.storage.port}`;
  return {
    GCLOUD_PROJECT: config.projectId,
    FIRESTORE_EMULATOR_HOST: firestore,
    FIREBASE_AUTH_EMULATOR_HOST: auth,
    NEXT_PUBLIC_USE_EMULATORS: "true",
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: config.projectId,
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: firestore,
    NEXT_PUBLIC_AUTH_EMULATOR_HOST: auth,
    // firebase-admin reads FIREBASE_STORAGE_EMULATOR_HOST; @google-cloud/storage under it reads
    // STORAGE_EMULATOR_HOST (with the scheme).
    FIREBASE_STORAGE_EMULATOR_HOST: storage,
    STORAGE_EMULATOR_HOST: `http://${storage}`,
    NEXT_PUBLIC_STORAGE_EMULATOR_HOST: storage,
    // Where tests read the mail the catcher caught (GET /messages).
    MAIL_CATCHER_URL: mailCatcherUrl(config),
    // Keeps google-auth-library from probing the cloud metadata server for credentials.
    METADATA_SERVER_DETECTION: "none",
    // This machine has no internet; nothing should try to phone home.
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

export const firestoreUp = (config) => answers(`http://${config.firestore.host}:${config.firestore.port}/`);
export const authUp = (config) => answers(`http://${config.auth.host}:${config.auth.port}/`);
export const storageUp = (config) => answers(`http://${config.storage.host}:${config.storage.port}/`);
export const mailCatcherUrl = (config) => `http://${config.mail.host}:${config.mail.webPort}`;
const mailUp = (config) => answers(`${mailCatcherUrl(config)}/messages`);

function portFree({ host, port }) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function waitFor(check, what, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it answered.`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s.`);
}

function firestoreCommand(config, { importFrom }) {
  const jar = process.env.FIRESTORE_EMULATOR_JAR ?? DEFAULT_JAR;
  if (existsSync(jar)) {
    if (spawnSync("java", ["-version"], { stdio: "ignore" }).error) {
      throw new Error("Java is missing: the Cloud Firestore emulator needs Java 17 or newer (apt-get install -y openjdk-17-jre-headless).");
    }
    const args = [
      // C1 only and the serial collector: a test or dev emulator lives minutes, and C2's compiles
      // and G1's threads cost more CPU than they win back (rules+db: 325 → 274 CPU-s, decision 0197).
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-Duser.language=en",
      "-cp",
      jar,
      "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
      `--host=${config.firestore.host}`,
      `--port=${config.firestore.port}`,
      `--project_id=${config.projectId}`,
      "--single_project_mode=true",
      `--rules=${config.rules}`,
    ];
    if (importFrom) args.push(`--seed_from_export=${importFrom}`);
    return { command: "java", args };
  }
  if (process.env.FIRESTORE_EMULATOR_JAR) throw new Error(`FIRESTORE_EMULATOR_JAR points to ${jar}, which does not exist.`);
  // No JAR: firebase-tools' own emulator (needs Java 21 and downloads the JAR on first use).
  return {
    command: process.execPath,
    args: [firebaseCli, "emulators:start", "--only", "firestore", "--project", config.projectId],
  };
}

const FIRESTORE_EXPORT = "firestore_export";

/**
 * Starts the emulators unless all already answer, then the mail catcher unless it answers. With
 * `dataDir`, data is imported from it at start and exported to it at stop, so dev data survives
 * restarts (Storage objects simply stay in dataDir/storage); without it Storage objects go to a
 * temp dir removed at stop. Returns { reused, stop() }.
 */
export async function startEmulators(config, options = {}) {
  const emulators = await startFirebaseEmulators(config, options);
  let catcher;
  try {
    catcher = await startMailCatcher(config, options);
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  return {
    reused: emulators.reused && catcher.reused,
    stop: async () => {
      await catcher.stop();
      await emulators.stop();
    },
  };
}

/** The SMTP catcher and its delivery loop (scripts/mail-catcher); needs Firestore up. */
async function startMailCatcher(config, { log = console.log } = {}) {
  if (await mailUp(config)) return { reused: true, stop: async () => {} };
  for (const port of [config.mail.smtpPort, config.mail.webPort]) {
    if (!(await portFree({ host: config.mail.host, port }))) throw new Error(`Port ${port} (mail catcher) is taken by another program. Stop it, or free the port.`);
  }
  const args = [
    ...TSX,
    path.join(root, "scripts/mail-catcher/main.ts"),
    "--host",
    config.mail.host,
    "--smtp-port",
    String(config.mail.smtpPort),
    "--web-port",
    String(config.mail.webPort),
    "--project",
    config.projectId,
  ];
  const child = spawnChild("mail catcher", process.execPath, args, emulatorEnv(config));
  try {
    await waitFor(() => mailUp(config), "The mail catcher", child, 30_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  log(`Mail catcher on ${mailCatcherUrl(config)} (SMTP ${config.mail.smtpPort})`);
  return { reused: false, stop: () => stopChild(child) };
}

async function startFirebaseEmulators(config, { dataDir, log = console.log } = {}) {
  const [fsUp, auUp, stUp] = await Promise.all([firestoreUp(config), authUp(config), storageUp(config)]);
  if (fsUp && auUp && stUp) {
    log(`Reusing the emulators already running: Firestore ${config.firestore.port}, Auth ${config.auth.port}, Storage ${config.storage.port}.`);
    return { reused: true, stop: async () => {} };
  }
  if (fsUp && auUp && (await portFree(config.storage))) {
    // Emulators started by an older checkout, without the Storage stand-in: add it only.
    log(`Reusing Firestore ${config.firestore.port} and Auth ${config.auth.port}; starting the Storage stand-in.`);
    return startStorageOnly(config, { dataDir, log });
  }
  for (const [name, address, up] of [
    ["Firestore", config.firestore, fsUp],
    ["Auth", config.auth, auUp],
    ["Storage", config.storage, stUp],
  ]) {
    if (up || !(await portFree(address))) {
      throw new Error(`Port ${address.port} (${name} emulator) is taken by another program. Stop it, or free the port.`);
    }
  }

  const firestoreDir = dataDir && path.join(dataDir, "firestore");
  const authDir = dataDir && path.join(dataDir, "auth");
  const metadata = firestoreDir && path.join(firestoreDir, FIRESTORE_EXPORT, `${FIRESTORE_EXPORT}.overall_export_metadata`);
  const storageDir = storageDirFor(dataDir);
  const children = [];
  const stop = async () => {
    if (firestoreDir && children.length) await exportFirestore(config, firestoreDir, log);
    await Promise.all(children.map(stopChild));
    if (!dataDir) rmSync(storageDir, { recursive: true, force: true });
  };

  try {
    const fs = firestoreCommand(config, { importFrom: metadata && existsSync(metadata) ? metadata : undefined });
    children.push(spawnChild("firestore", fs.command, fs.args));
    const authArgs = [firebaseCli, "emulators:start", "--only", "auth", "--project", config.projectId, "--config", authConfigFile(config)];
    if (authDir) {
      if (existsSync(path.join(authDir, "firebase-export-metadata.json"))) authArgs.push("--import", authDir);
      authArgs.push("--export-on-exit", authDir);
    }
    children.push(spawnChild("auth", process.execPath, authArgs));
    children.push(spawnChild("storage", process.execPath, storageArgs(config, storageDir), emulatorEnv(config)));
    await Promise.all([
      waitFor(() => firestoreUp(config), "The Firestore emulator", children[0], 120_000),
      waitFor(() => authUp(config), "The Auth emulator", children[1], 180_000),
      waitFor(() => storageUp(config), "The Storage stand-in", children[2], 60_000),
    ]);
  } catch (error) {
    await Promise.all(children.map(stopChild));
    if (!dataDir) rmSync(storageDir, { recursive: true, force: true });
    throw error;
  }
  log(`Firestore emulator on http://${config.firestore.host}:${config.firestore.port}`);
  log(`Auth emulator on http://${config.auth.host}:${config.auth.port}`);
  log(`Storage stand-in on http://${config.storage.host}:${config.storage.port}`);
  return { reused: false, stop };
}

function storageArgs(config, storageDir) {
  return [
    ...TSX,
    path.join(root, "scripts/storage-emulator/main.ts"),
    "--host",
    config.storage.host,
    "--port",
    String(config.storage.port),
    "--data",
    storageDir,
    "--project",
    config.projectId,
  ];
}

const storageDirFor = (dataDir) => (dataDir ? path.join(dataDir, "storage") : mkdtempSync(path.join(os.tmpdir(), "verdant-campus-storage-")));

async function startStorageOnly(config, { dataDir, log }) {
  const storageDir = storageDirFor(dataDir);
  const child = spawnChild("storage", process.execPath, storageArgs(config, storageDir), emulatorEnv(config));
  const stop = async () => {
    await stopChild(child);
    if (!dataDir) rmSync(storageDir, { recursive: true, force: true });
  };
  try {
    await waitFor(() => storageUp(config), "The Storage stand-in", child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Storage stand-in on http://${config.storage.host}:${config.storage.port}`);
  return { reused: false, stop };
}

function spawnChild(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    // CI=1 stops firebase-tools from fetching its message of the day from the internet.
    env: { ...process.env, ...extraEnv, CI: "1", NO_UPDATE_NOTIFIER: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: a terminal's Ctrl-C reaches only us, and we save before stopping it.
    detached: true,
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split("\n"));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    if (code && !child.stopping) console.error(`The ${name} emulator stopped (${code ?? signal}). Its last output:\n${lines.join("\n")}`);
  });
  child.on("error", (error) => console.error(`Could not start the ${name} emulator: ${error.message}`));
  return child;
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    // SIGINT lets firebase-tools export the Auth data before it exits.
    child.kill("SIGINT");
  });
}

async function exportFirestore(config, dir, log) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const url = `http://${config.firestore.host}:${config.firestore.port}/emulator/v1/projects/${config.projectId}:export`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      database: `projects/${config.projectId}/databases/(default)`,
      export_directory: dir,
      export_name: FIRESTORE_EXPORT,
    }),
  }).catch((error) => ({ ok: false, statusText: error.message }));
  if (response.ok) log(`Saved the Firestore data to ${path.relative(root, dir)}.`);
  else log(`Could not save the Firestore data: ${response.statusText}`);
}

/** Stops `stop` once on SIGINT/SIGTERM/SIGHUP or when the process that started us dies. */
export function stopOnExit(stop) {
  let stopping = false;
  const parent = process.ppid;
  const finish = async (code) => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => finish(130));
  const watch = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      finish(1);
    }
  }, 1000);
  watch.unref();
  return finish;
}

/** Deletes every Firestore document and Auth account, so a seed after it starts from nothing. */
export async function clearEmulators(config) {
  const firestore = `http://${config.firestore.host}:${config.firestore.port}/emulator/v1/projects/${config.projectId}/databases/(default)/documents`;
  const auth = `http://${config.auth.host}:${config.auth.port}/emulator/v1/projects/${config.projectId}/accounts`;
  for (const url of [firestore, auth]) {
    const response = await fetch(url, { method: "DELETE" });
    if (!response.ok) throw new Error(`Could not clear ${url}: ${response.status} ${await response.text()}`);
  }
}

/** Whether the Firestore emulator holds any university yet (the seed's first collection). */
export async function isEmpty(config) {
  const url = `http://${config.firestore.host}:${config.firestore.port}/v1/projects/${config.projectId}/databases/(default)/documents/descriptive/university/universities?pageSize=1`;
  const response = await fetch(url, { headers: { Authorization: "Bearer owner" } });
  const body = await response.json();
  return !body.documents?.length;
}
