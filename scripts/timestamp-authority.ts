import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface LocalTsa {
  /** http://127.0.0.1:<port>: the TSA_URL to give the portal. */
  url: string;
  /** The TSA's certificate (PEM), to verify its tokens with `openssl ts -verify`. */
  certificatePem: string;
  close(): Promise<void>;
}

/**
 * A local RFC 3161 timestamp authority for the demo and the tests: OpenSSL's own TSA (`openssl ts
 * -reply`) behind an HTTP endpoint, with a certificate generated for the run (extended key usage
 * timeStamping). It stands in for a qualified TSA; it proves nothing outside this machine.
 */
export async function startLocalTsa(port = 0): Promise<LocalTsa> {
  const dir = mkdtempSync(path.join(tmpdir(), "weedo-tsa-"));
  const file = (name: string) => path.join(dir, name);
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    file("tsa.key"),
    "-out",
    file("tsa.crt"),
    "-days",
    "3650",
    "-subj",
    "/CN=Weedo local timestamp authority/O=Weedo/C=FR",
    "-addext",
    "extendedKeyUsage=critical,timeStamping",
    "-addext",
    "keyUsage=critical,digitalSignature",
  ]);
  writeFileSync(file("serial"), "01\n");
  writeFileSync(
    file("tsa.cnf"),
    [
      "[ tsa ]",
      "default_tsa = local",
      "[ local ]",
      `serial = ${file("serial")}`,
      `signer_cert = ${file("tsa.crt")}`,
      `signer_key = ${file("tsa.key")}`,
      "signer_digest = sha256",
      "default_policy = 1.3.6.1.4.1.4146.2.3",
      "digests = sha256, sha384, sha512",
      "accuracy = secs:1",
      "ordering = no",
      "tsa_name = yes",
      "ess_cert_id_chain = no",
      "ess_cert_id_alg = sha256",
      "",
    ].join("\n"),
  );
  let queue: Promise<unknown> = Promise.resolve();
  let n = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= 64 * 1024) chunks.push(c);
    });
    req.on("end", () => {
      if (req.method !== "POST" || size > 64 * 1024) return void res.writeHead(400).end();
      // One reply at a time: OpenSSL bumps the serial file.
      queue = queue.then(async () => {
        const id = ++n;
        writeFileSync(file(`q${id}.tsq`), Buffer.concat(chunks));
        try {
          await run("openssl", [
            "ts",
            "-reply",
            "-config",
            file("tsa.cnf"),
            "-queryfile",
            file(`q${id}.tsq`),
            "-out",
            file(`r${id}.tsr`),
          ]);
          res.writeHead(200, { "content-type": "application/timestamp-reply" }).end(readFileSync(file(`r${id}.tsr`)));
        } catch {
          res.writeHead(400).end();
        } finally {
          rmSync(file(`q${id}.tsq`), { force: true });
          rmSync(file(`r${id}.tsr`), { force: true });
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    certificatePem: readFileSync(file("tsa.crt"), "utf8"),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

// `tsx scripts/timestamp-authority.ts`: run it alone and print the portal's variable.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tsa = await startLocalTsa(Number(process.env.TSA_DEV_PORT ?? 3960));
  console.log(`local timestamp authority on ${tsa.url}; give the portal:\nTSA_URL=${tsa.url}`);
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void tsa.close().then(() => process.exit(0)));
}
