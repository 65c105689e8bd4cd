// The archive's search indexes, written in a thread of their own (started by search.ts with the records): Pagefind's
// indexing service is a process the thread talks to, so it works on the other core while the build's main thread
// writes the archive's pages, whose writing would otherwise leave the service waiting for its input. Plain
// JavaScript: a worker runs outside the build's module graph and its TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import * as pagefind from "pagefind";

/** @param {{ outputPath: string; files: { url: string; content: string }[] }} request */
async function writeIndex({ outputPath, files }) {
  const { index, errors: created } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: could not create the index of ${outputPath}: ${created.join("; ")}`);
  // All at once: one at a time, each file would wait for the service's answer to the one before.
  const added = await Promise.all(files.map((file) => index.addHTMLFile(file)));
  const errors = [...added.flatMap((answer) => answer.errors), ...(await index.writeFiles({ outputPath })).errors];
  if (errors.length > 0) throw new Error(`pagefind: ${errors.join("; ")}`);
}

try {
  for (const request of workerData.indexes) await writeIndex(request);
} finally {
  await pagefind.close();
}
parentPort.postMessage("written");
