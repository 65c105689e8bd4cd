// A tiny static file server for the built site (what `astro preview` does, without starting Astro): directory
// URLs serve their index.html, unknown paths get 404.html with status 404.

import { createServer, type Server } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { AddressInfo } from "node:net";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const decoded = decodeURIComponent(urlPath);
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return undefined;
  try {
    const info = await stat(file);
    if (info.isFile()) return file;
    if (info.isDirectory()) {
      const index = path.join(file, "index.html");
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export async function serveDirectory(directory: string): Promise<StaticServer> {
  const root = path.resolve(directory);
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    void (async () => {
      const file = await resolveFile(root, urlPath);
      const status = file ? 200 : 404;
      const served = file ?? path.join(root, "404.html");
      const body = await readFile(served).catch(() => Buffer.from("not found"));
      response.writeHead(status, { "content-type": TYPES[path.extname(served)] ?? "application/octet-stream" });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
