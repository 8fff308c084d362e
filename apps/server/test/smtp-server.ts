import net from "node:net";

export type Received = { from: string; to: string[]; data: string };

/**
 * A tiny SMTP server (no TLS, no auth): enough for nodemailer to hand over a message. `delayMs`
 * makes it a slow relay: each message is accepted that long after its data ends.
 */
export function startSmtpServer(
  port: number,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<{ received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let mail: Received = { from: "", to: [], data: "" };
    socket.write("220 localhost test SMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let at = buffer.indexOf("\r\n");
      while (at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        at = buffer.indexOf("\r\n");
        if (inData) {
          if (line === ".") {
            inData = false;
            const done = mail;
            mail = { from: "", to: [], data: "" };
            const accept = () => {
              received.push(done);
              socket.write("250 2.0.0 queued\r\n");
            };
            if (delayMs) setTimeout(accept, delayMs);
            else accept();
          } else mail.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 localhost\r\n");
        else if (verb === "MAIL") {
          mail.from = line;
          socket.write("250 2.1.0 OK\r\n");
        } else if (verb === "RCPT") {
          mail.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
          socket.write("250 2.1.5 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else if (verb === "RSET" || verb === "NOOP") socket.write("250 OK\r\n");
        else socket.write("502 not implemented\r\n");
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** A local port nothing listens on (bound, then released). */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
