// Team A's hostile uploads, from a worker thread of the benchmark: the attacker's own client work
// (encoding megabytes of request bodies) must not run on the event loop of the server it attacks.
import { parentPort, workerData } from "node:worker_threads";

const { url, cookie, rounds, files } = workerData;
const headers = { "x-lunara-csrf": "1", origin: url, cookie };

async function upload(name, bytes) {
  const form = new FormData();
  form.append("document_name", name);
  form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
  const res = await fetch(`${url}/api/brand/documents`, { method: "POST", headers, body: form });
  await res.text();
  return res.status;
}

async function spacesAsBase64() {
  const res = await fetch(`${url}/api/brand/documents`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ document_name: "x", file_data: `${" ".repeat(1024 * 1024)}!` }),
  });
  await res.text();
  return res.status;
}

const statuses = [];
for (let round = 0; round < rounds; round++) {
  statuses.push(await spacesAsBase64());
  statuses.push(await upload(`bomb-${round}.pdf`, files.bomb));
  statuses.push(await upload(`pages-${round}.pdf`, files.pages));
  statuses.push(await upload(`oversized-${round}.pdf`, files.oversized));
}
parentPort.postMessage(statuses);
