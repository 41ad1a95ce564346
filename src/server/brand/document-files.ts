import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Uploaded documents live as files, not in the database: the embedded database runs on the
 * server's thread, and writing or reading megabytes of bytea there held every other team's
 * request (issue 13's availability benchmark). Files are content-addressed (sha256) under a folder
 * per team, so a path never crosses teams and the same upload twice is stored once.
 */
export type DocumentFileStore = {
  /** Stores the bytes for the team; returns their sha256, the document's reference to them. */
  save: (teamId: string, bytes: Buffer) => Promise<string>;
  /** The bytes, or null when the file is gone. */
  read: (teamId: string, hash: string) => Promise<Buffer | null>;
  remove: (teamId: string, hash: string) => Promise<void>;
};

const HASH = /^[0-9a-f]{64}$/;

/** A team id as a folder name: safe ids as they are, anything else by its hash. */
const teamFolder = (teamId: string) =>
  /^[A-Za-z0-9_-]{1,100}$/.test(teamId) ? teamId : createHash("sha256").update(teamId).digest("hex");

export function createDocumentFileStore(root: string): DocumentFileStore {
  const fileOf = (teamId: string, hash: string) => {
    if (!HASH.test(hash)) throw new Error(`not a document file reference: ${hash}`);
    return path.join(root, teamFolder(teamId), `${hash}.pdf`);
  };
  return {
    save: async (teamId, bytes) => {
      const hash = createHash("sha256").update(bytes).digest("hex");
      const file = fileOf(teamId, hash);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and two equal uploads at once
      // both end with the same complete one.
      const partial = `${file}.${randomBytes(6).toString("hex")}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return hash;
    },
    read: async (teamId, hash) => {
      try {
        return await readFile(fileOf(teamId, hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    remove: async (teamId, hash) => {
      await rm(fileOf(teamId, hash), { force: true });
    },
  };
}
