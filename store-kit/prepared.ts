/**
 * A query built once per database handle (a transaction is a handle of its own) and then only executed
 * with its placeholders: on the hottest reads, building drizzle's SQL cost more than running it.
 */
export function preparedPer<Db extends object, Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
