import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { createInbox, createSmtpServer, createWebServer } from "../../../scripts/mail-catcher/inbox.mjs";

type Listening = { listen(port: number, host: string, done: () => void): unknown };
const listen = (server: Listening) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));

describe("the local mail catcher", () => {
  const inbox = createInbox();
  const smtp = createSmtpServer(inbox);
  const web = createWebServer(inbox);
  const smtpPort = () => (smtp.server.address() as AddressInfo).port;
  let base = "";

  beforeAll(async () => {
    await Promise.all([listen(smtp), listen(web)]);
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    smtp.close();
    web.close();
  });

  it("keeps what is sent over SMTP and gives it back as JSON and as a page", async () => {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort(), secure: false, ignoreTLS: true });
    await transport.sendMail({ from: "shop@example.com", to: "maya@example.com", subject: "Your order <1>", text: "Plain", html: "<p>Rich</p>", headers: { "x-mail-id": "order-confirmation_o1" } });
    transport.close();

    const messages = await (await fetch(`${base}/messages`)).json();
    expect(messages).toEqual([expect.objectContaining({ id: "1", mailId: "order-confirmation_o1", to: "maya@example.com", subject: "Your order <1>", text: "Plain", html: "<p>Rich</p>" })]);
    expect(await (await fetch(`${base}/messages/1`)).text()).toBe("<p>Rich</p>");
    expect(await (await fetch(`${base}/`)).text()).toContain("Your order &#60;1&#62;");

    expect((await fetch(`${base}/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(`${base}/messages`)).json()).toEqual([]);
    expect((await fetch(`${base}/messages/1`)).status).toBe(404);
  });
});
