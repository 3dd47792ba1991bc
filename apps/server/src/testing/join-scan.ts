// A static scan of the server's joins for db/tenant-joins.test.ts: every join that brings in a
// merchant (distributed) table must equate that table's client_id, so a query never pairs one
// merchant's rows with another's and, under Citus, runs on the one node holding the merchant.

/** One join found in a source file: what it joins and its ON condition. */
export type FoundJoin = {
  line: number;
  /** The table as written: a schema export (`orders`), an alias variable, or an SQL name. */
  target: string;
  /** The name the ON condition uses for it: the variable, or the SQL alias. */
  alias: string;
  on: string;
  kind: 'drizzle' | 'sql';
};

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The text from `start` up to the parenthesis that closes the one just before it. */
const balanced = (source: string, start: number): string => {
  let depth = 1;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    if (source[i] === ')') depth -= 1;
    if (depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
};

/** `.innerJoin(table, on)`, `.leftJoin(…)`, `.rightJoin(…)`, `.fullJoin(…)` calls. */
export const drizzleJoins = (source: string): FoundJoin[] =>
  [...source.matchAll(/\.(?:inner|left|right|full)Join\(\s*(\w+)\s*,/g)].map((m) => ({
    line: lineAt(source, m.index),
    target: m[1] ?? '',
    alias: m[1] ?? '',
    on: balanced(source, m.index + m[0].length),
    kind: 'drizzle' as const,
  }));

const ON_ENDS =
  /^(?:(?:left|right|inner|full|cross)\s+)?(?:outer\s+)?join\b|^where\b|^group\s+by\b|^order\s+by\b|^limit\b|^union\b|^returning\b|^`|^;/i;

/** An ON clause: up to the next clause keyword, or the parenthesis that closes around it. */
const onClause = (source: string, start: number): string => {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const c = source[i];
    if (c === '(') depth += 1;
    if (c === ')') {
      if (depth === 0) return source.slice(start, i);
      depth -= 1;
    }
    const atWord = i === start || /\W/.test(source[i - 1] ?? ' ');
    if (depth === 0 && atWord && ON_ENDS.test(source.slice(i, i + 12)))
      return source.slice(start, i);
  }
  return source.slice(start);
};

const SQL_JOIN =
  /\bjoin\s+(?:\$\{\s*(\w+)\s*\}|(\w+))(?:\s+(?:as\s+)?(?!on\b|using\b)(\w+))?\s+on\b/gi;

/** `join <table> [as] <alias> on …` in SQL text, the table written out or as `${table}`. */
export const sqlJoins = (source: string): FoundJoin[] =>
  [...source.matchAll(SQL_JOIN)].map((m) => {
    const target = m[1] ?? m[2] ?? '';
    return {
      line: lineAt(source, m.index),
      target,
      alias: m[3] ?? target,
      on: onClause(source, m.index + m[0].length),
      kind: 'sql' as const,
    };
  });

/** `const earlier = alias(printJobs, 'earlier')`: the variable stands for the table. */
export const aliasesIn = (source: string): Map<string, string> =>
  new Map(
    [...source.matchAll(/const\s+(\w+)\s*=\s*alias\(\s*(\w+)\s*,/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the ON condition pins the joined table's client_id: `eq(t.clientId, …)` or
 * `eq(…, t.clientId)` in drizzle; `a.client_id =`, `= a.client_id` or `${t.clientId} =` in SQL.
 */
export const equatesClientId = (join: FoundJoin): boolean => {
  const name = escape(join.alias);
  if (join.kind === 'drizzle')
    return new RegExp(`eq\\(\\s*${name}\\.clientId\\s*,|,\\s*${name}\\.clientId\\s*\\)`).test(
      join.on,
    );
  const column = `(?:\\b${name}\\.client_id\\b|\\$\\{\\s*${name}\\.clientId\\s*\\})`;
  return new RegExp(`${column}\\s*=|=\\s*${column}`).test(join.on);
};
