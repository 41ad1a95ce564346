import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from "better-auth";
import { hashToken } from "../invitations/invitations.repository";

type AdapterInstance = (options: BetterAuthOptions) => DBAdapter;
type Row = Record<string, unknown> | null;

/** A session's `token` is looked up by the cookie's token; the row keeps only its sha256. */
function hashWhere(where: Where[] | undefined): {
  where: Where[] | undefined;
  plainByHash: Map<string, string>;
} {
  const plainByHash = new Map<string, string>();
  const hashOne = (value: string) => {
    const hashed = hashToken(value);
    plainByHash.set(hashed, value);
    return hashed;
  };
  const mapped = where?.map((clause) => {
    if (clause.field !== "token") return clause;
    if (typeof clause.value === "string") return { ...clause, value: hashOne(clause.value) };
    if (Array.isArray(clause.value) && clause.value.every((v) => typeof v === "string")) {
      return { ...clause, value: (clause.value as string[]).map(hashOne) };
    }
    return clause;
  });
  return { where: mapped, plainByHash };
}

/** Gives a row found by its token hash back the token the caller asked with (for the cookie). */
function withPlainToken<T>(row: T, plainByHash: Map<string, string>): T {
  const record = row as Row;
  if (!record || typeof record.token !== "string") return row;
  const plain = plainByHash.get(record.token);
  return (plain ? { ...record, token: plain } : row) as T;
}

function wrap<A extends DBTransactionAdapter>(adapter: A): A {
  const isSession = (model: string) => model === "session";
  const wrapped: DBTransactionAdapter = {
    ...adapter,
    create: async (data) => {
      const token = (data.data as Row)?.token;
      if (!isSession(data.model) || typeof token !== "string") return adapter.create(data);
      const created = await adapter.create({ ...data, data: { ...data.data, token: hashToken(token) } });
      return withPlainToken(created, new Map([[hashToken(token), token]]));
    },
    findOne: async (data) => {
      if (!isSession(data.model)) return adapter.findOne(data);
      const { where, plainByHash } = hashWhere(data.where);
      return withPlainToken(await adapter.findOne({ ...data, where: where ?? [] }), plainByHash);
    },
    findMany: async (data) => {
      if (!isSession(data.model)) return adapter.findMany(data);
      const { where, plainByHash } = hashWhere(data.where);
      const rows = await adapter.findMany({ ...data, where });
      return rows.map((row) => withPlainToken(row, plainByHash));
    },
    count: async (data) =>
      isSession(data.model)
        ? adapter.count({ ...data, where: hashWhere(data.where).where })
        : adapter.count(data),
    update: async (data) => {
      if (!isSession(data.model)) return adapter.update(data);
      const { where, plainByHash } = hashWhere(data.where);
      return withPlainToken(await adapter.update({ ...data, where: where ?? [] }), plainByHash);
    },
    updateMany: async (data) =>
      isSession(data.model)
        ? adapter.updateMany({ ...data, where: hashWhere(data.where).where ?? [] })
        : adapter.updateMany(data),
    delete: async (data) =>
      isSession(data.model)
        ? adapter.delete({ ...data, where: hashWhere(data.where).where ?? [] })
        : adapter.delete(data),
    deleteMany: async (data) =>
      isSession(data.model)
        ? adapter.deleteMany({ ...data, where: hashWhere(data.where).where ?? [] })
        : adapter.deleteMany(data),
    consumeOne: async (data) => {
      if (!isSession(data.model)) return adapter.consumeOne(data);
      const { where, plainByHash } = hashWhere(data.where);
      return withPlainToken(await adapter.consumeOne({ ...data, where: where ?? [] }), plainByHash);
    },
    incrementOne: async (data) => {
      if (!isSession(data.model)) return adapter.incrementOne(data);
      const { where, plainByHash } = hashWhere(data.where);
      return withPlainToken(await adapter.incrementOne({ ...data, where: where ?? [] }), plainByHash);
    },
  };
  return wrapped as A;
}

/**
 * Wraps better-auth's database adapter so session tokens are stored as their sha256: a copy of
 * the database (a backup, a leaked dump) holds no usable session. better-auth 1.7 has no option
 * for this; every session lookup it makes goes through the adapter by `token`, so hashing there
 * covers sign-in, get-session, refresh and sign-out. A token read back from a list (by user id)
 * stays a hash, which is why we revoke sessions by user id, never by listed tokens.
 */
export function hashSessionTokens(instance: AdapterInstance): AdapterInstance {
  return (options) => {
    const adapter = instance(options);
    return {
      ...wrap(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(wrap(trx))),
    };
  };
}
