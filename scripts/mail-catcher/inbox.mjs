// The caught messages, kept in memory for the life of the catcher: a developer reads them in the
// browser, tests read them as JSON (GET /messages), and DELETE /messages empties the inbox.
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

/** The header the delivery loop (./deliver.mjs) adds, so a caught message names the mail document it came from. */
export const MAIL_ID_HEADER = "x-mail-id";

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createInbox() {
  const messages = [];
  let next = 1;
  return {
    messages,
    add(parsed) {
      const message = {
        id: String(next++),
        mailId: String(parsed.headers.get(MAIL_ID_HEADER) ?? ""),
        from: parsed.from?.text ?? "",
        to: parsed.to ? [parsed.to].flat().map((address) => address.text).join(", ") : "",
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
        receivedAt: new Date().toISOString(),
      };
      messages.push(message);
      return message;
    },
  };
}

/** An SMTP server that accepts every message, without authentication or TLS: loopback only. */
export function createSmtpServer(inbox) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    banner: "Verdant Campus local mail catcher",
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.add(parsed);
          callback();
        })
        .catch(callback);
    },
  });
}

function listPage(messages) {
  const rows = messages
    .slice()
    .reverse()
    .map((m) => `<li><a href="/messages/${m.id}">${escape(m.subject)}</a> to ${escape(m.to)} <small>${escape(m.receivedAt)}</small></li>`)
    .join("");
  return `<!doctype html><meta charset="utf-8"><title>Caught mail</title><h1>Caught mail (${messages.length})</h1><ul>${rows}</ul>`;
}

/** The inbox over HTTP: / lists, /messages/{id} shows one as its HTML, /messages is JSON. */
export function createWebServer(inbox) {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const send = (status, type, body) => {
      response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
      response.end(body);
    };
    if (url.pathname === "/messages" && request.method === "DELETE") {
      inbox.messages.length = 0;
      return send(204, "text/plain", "");
    }
    if (url.pathname === "/messages") return send(200, "application/json", JSON.stringify(inbox.messages));
    const one = /^\/messages\/(\d+)(\.txt)?$/.exec(url.pathname);
    if (one) {
      const message = inbox.messages.find((m) => m.id === one[1]);
      if (!message) return send(404, "text/plain", "No such message");
      return one[2] ? send(200, "text/plain; charset=utf-8", message.text) : send(200, "text/html; charset=utf-8", message.html || `<pre>${escape(message.text)}</pre>`);
    }
    if (url.pathname === "/") return send(200, "text/html; charset=utf-8", listPage(inbox.messages));
    send(404, "text/plain", "Not found");
  });
}
