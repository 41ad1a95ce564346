import { buildSimulator } from "../../sim/simulator";

/**
 * The outside world of bench/comment-dm.bench.ts, in its own process (`node --import tsx`): the
 * simulator plays Instagram and the generator plays the people commenting, as they run outside
 * Lunara's process in production. On the bench's one process they took event-loop turns and CPU
 * from the server under measurement (decision 022).
 *
 * Messages: it says `ready` (its URL and the people's Instagram ids); `run` offers `total` comments at
 * `rate` per second, each with the keyword of rule `i % rules`, and answers `done` with, per comment,
 * when it was created and when Lunara answered its webhook; `close` ends the process.
 */
type Run = { type: "run"; rate: number; total: number; rules: number };
type Close = { type: "close" };

const send = (message: unknown) => process.send?.(message);
const lunaraPort = Number(process.env.LUNARA_PORT);
if (!process.send || !Number.isInteger(lunaraPort)) {
  throw new Error("comment-traffic runs as a child of bench/comment-dm.bench.ts (IPC and LUNARA_PORT)");
}
const sim = await buildSimulator({ port: 0, autoApprove: true, lunaraUrl: `http://127.0.0.1:${lunaraPort}` });
const people = sim.context.people.map((person) => person.instagram);

async function offer({ rate, total, rules }: Run) {
  const started: [string, number][] = [];
  const answered: [string, number][] = [];
  const sends: Promise<void>[] = [];
  const wallStart = Date.now();
  for (let i = 0; i < total; i++) {
    const wait = wallStart + (i * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const person = people[Math.floor(i / rules) % people.length]!;
    const t0 = Date.now();
    sends.push(
      fetch(`${sim.url}/_sim/traffic`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: "instagram_comment",
          person,
          text: `love it, benchword${i % rules} please ${i}`,
        }),
      })
        .then((res) => res.json() as Promise<{ events: { platform_message_id: string }[] }>)
        .then(({ events }) => {
          // The simulator answers once Lunara answered its webhook, i.e. after the comment committed.
          const id = events[0]!.platform_message_id;
          started.push([id, t0]);
          answered.push([id, Date.now()]);
        }),
    );
  }
  await Promise.all(sends);
  send({ type: "done", started, answered, offeredSeconds: (Date.now() - wallStart) / 1000 });
}

process.on("message", (message: Run | Close) => {
  if (message.type === "run") void offer(message);
  else void sim.close().finally(() => process.exit(0));
});
send({ type: "ready", url: sim.url, people });
