import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { defineJob } from "./define-job";
import { createInProcessQueue } from "./in-process-queue";
import { registerWorkers } from "./register-workers";

describe("registerWorkers", () => {
  it("runs a job that asks for connections of its own over deps holding them, the others over the shared ones", async () => {
    const shared = { pool: "shared" } as unknown as Db;
    const own = { pool: "own" } as unknown as Db;
    const jobs = createInProcessQueue(() => new Date(), shared);
    const asked: number[] = [];
    const deps = {
      db: shared,
      jobs,
      events: { subscribe: () => () => {}, onResync: () => () => {} },
    } as unknown as AppDeps;
    deps.withOwnConnections = (max) => {
      asked.push(max);
      return { ...deps, db: own };
    };
    const ranOver = new Map<string, Db>();
    const job = (name: string, ownConnections?: number) =>
      defineJob({
        name,
        schema: z.object({}),
        ...(ownConnections ? { ownConnections } : {}),
        handle: async (jobDeps) => {
          ranOver.set(name, jobDeps.db);
        },
      });
    const ownJob = job("test.own-connections", 3);
    const sharedJob = job("test.shared-connections");
    await registerWorkers(deps, [ownJob, sharedJob]);
    await jobs.send(ownJob, {});
    await jobs.send(sharedJob, {});
    expect(await jobs.runDue()).toBe(2);
    expect(ranOver.get(ownJob.name)).toBe(own);
    expect(ranOver.get(sharedJob.name)).toBe(shared);
    expect(asked).toEqual([3]);
  });
});
