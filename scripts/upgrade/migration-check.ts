/**
 * The rolling-upgrade rule for migrations (docs/decisions/0021): while instances restart one by
 * one, the previous release runs against the schema a migration leaves behind, so a migration may
 * only add to what that release uses. This module reads a migration's SQL and names each statement
 * the previous release might not survive. A statement is accepted anyway when a marker comment
 * right before it names the commit from which the code no longer depends on what it removes or
 * tightens:
 *
 *   -- upgrade-safe-since 1a2b3c4: no code reads sites.old_label since this commit
 *   ALTER TABLE "sites" DROP COLUMN "old_label";
 *
 * `npm run test:upgrade` checks that the named commit is part of the previous release.
 */

export type Finding = {
  /** 1-based line where the statement starts. */
  line: number;
  rule: string;
  /** What the previous release would meet, for the failure message. */
  why: string;
  statement: string;
};

export type Marker = { line: number; commit: string; reason: string };

type Statement = {
  line: number;
  /** The statement's SQL without comments and with string literals emptied, whitespace collapsed. */
  code: string;
  /** The text of each comment inside the statement's span, the one before it included. */
  comments: string[];
};

/**
 * Splits SQL into statements at semicolons outside quotes, dollar-quoted bodies and comments.
 * String literals are emptied ('' is kept) so that data never looks like a statement.
 */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = [];
  let code = '';
  let comments: string[] = [];
  let line = 1;
  let startLine = 0;
  const flush = () => {
    const text = code.replace(/\s+/g, ' ').trim();
    if (text) statements.push({ line: startLine, code: text, comments });
    code = '';
    comments = [];
    startLine = 0;
  };
  const take = (text: string, asCode: string = text) => {
    if (startLine === 0 && asCode.trim()) startLine = line;
    code += asCode;
    line += text.split('\n').length - 1;
  };
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = rest.indexOf('\n');
      const comment = end === -1 ? rest : rest.slice(0, end);
      comments.push(comment.slice(2).trim());
      i += comment.length;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/');
      const comment = end === -1 ? rest : rest.slice(0, end + 2);
      comments.push(comment.slice(2, end === -1 ? undefined : -2).trim());
      take(comment, ' ');
      i += comment.length;
      continue;
    }
    const quote = /^'(?:[^']|'')*'?/.exec(rest);
    if (quote) {
      take(quote[0], "''");
      i += quote[0].length;
      continue;
    }
    const identifier = /^"(?:[^"]|"")*"?/.exec(rest);
    if (identifier) {
      take(identifier[0]);
      i += identifier[0].length;
      continue;
    }
    const dollar = /^\$([A-Za-z_]\w*)?\$/.exec(rest);
    if (dollar) {
      // A DO block or function body: its inner statements stay part of this one.
      const end = rest.indexOf(dollar[0], dollar[0].length);
      const body = end === -1 ? rest : rest.slice(0, end + dollar[0].length);
      take(body);
      i += body.length;
      continue;
    }
    if (rest[0] === ';') {
      flush();
      i += 1;
      continue;
    }
    take(rest[0]!);
    i += 1;
  }
  flush();
  return statements;
}

const MARKER = /^upgrade-safe-since\b/i;
const WELL_FORMED_MARKER = /^upgrade-safe-since\s+([0-9a-f]{7,40})\s*:\s*(\S.*)$/i;

/** `"public"."sites"`, `public.sites` or `"sites"` → `sites`. */
function tableName(raw: string): string {
  const parts = raw.split('.').map((part) => part.replace(/^"|"$/g, '').replace(/""/g, '"'));
  return parts[parts.length - 1]!;
}

const NAME = String.raw`(?:"(?:[^"]|"")+"|[\w$]+)(?:\.(?:"(?:[^"]|"")+"|[\w$]+))?`;
const CREATE_TABLE = new RegExp(String.raw`^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?(${NAME})`, 'i');
const ALTER_TABLE = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${NAME})`, 'i');
const CREATE_UNIQUE_INDEX = new RegExp(String.raw`^CREATE UNIQUE INDEX .*? ON (?:ONLY )?(${NAME})`, 'i');
const REFERENCES = new RegExp(String.raw`\bREFERENCES (${NAME})`, 'gi');

const COLUMN = String.raw`("(?:[^"]|"")+"|[\w$]+)`;
const SET_NOT_NULL = new RegExp(String.raw`ALTER COLUMN ${COLUMN} SET NOT NULL`, 'gi');
const SET_DEFAULT = new RegExp(String.raw`ALTER COLUMN ${COLUMN} SET DEFAULT`, 'gi');
const ADD_COLUMN = new RegExp(String.raw`\bADD COLUMN (?:IF NOT EXISTS )?${COLUMN}((?:[^,(]|\([^)]*\))*)`, 'gi');

type Rule = { rule: string; why: string };

export type CheckOptions = {
  /** Whether `table.column` has a default once the migration ran (drizzle's snapshot knows). */
  columnHasDefault?: (table: string, column: string) => boolean;
};

type Context = {
  /** Tables this migration created before the statement: no running code knows them yet. */
  createdHere: Set<string>;
  /** `table.column` names this migration gives a default, in any of its statements. */
  defaultsHere: Set<string>;
  /** `table.column` names this migration adds: the previous release never writes them. */
  addedHere: Set<string>;
  options: CheckOptions;
};

/** `table.column` for each column an ALTER TABLE statement gives a default. */
function defaultsSet(code: string): string[] {
  const altered = ALTER_TABLE.exec(code);
  if (!altered) return [];
  const table = tableName(altered[1]!);
  const setDefault = [...code.matchAll(SET_DEFAULT)].map((m) => m[1]!);
  const addedWithDefault = [...code.matchAll(ADD_COLUMN)].filter((m) => /\bDEFAULT\b/i.test(m[2]!)).map((m) => m[1]!);
  return [...setDefault, ...addedWithDefault].map((column) => `${table}.${tableName(column)}`);
}

/** `table.column` for each column an ALTER TABLE statement adds. */
function columnsAdded(code: string): string[] {
  const altered = ALTER_TABLE.exec(code);
  if (!altered) return [];
  return [...code.matchAll(ADD_COLUMN)].map((m) => `${tableName(altered[1]!)}.${tableName(m[1]!)}`);
}

/** Whether a unique key over `columns` (`"a", "b"`) covers only columns this migration adds. */
function onlyNewColumns(table: string, columns: string | undefined, addedHere: Set<string>): boolean {
  const names = columns?.split(',').map((column) => tableName(column.trim())) ?? [];
  return names.length > 0 && names.every((column) => addedHere.has(`${table}.${column}`));
}

/** What the previous release might not survive in one statement. */
function risks(code: string, { createdHere, defaultsHere, addedHere, options }: Context): Rule[] {
  const found: Rule[] = [];
  const existing = (raw: string) => !createdHere.has(tableName(raw));
  const dropped = /^DROP (TABLE|VIEW|MATERIALIZED VIEW|SEQUENCE|TYPE|SCHEMA|FUNCTION)\b(?: IF EXISTS)? (\S+)/i.exec(code);
  if (dropped && existing(dropped[2]!)) found.push({ rule: 'drop', why: `drops a ${dropped[1]!.toLowerCase()} the previous release may still use` });
  if (/^ALTER TYPE\b/i.test(code))
    found.push({ rule: 'alter-type', why: 'changes a type: the previous release may meet a value it does not know, or miss one it writes' });
  if (/^ALTER (VIEW|MATERIALIZED VIEW|SEQUENCE|SCHEMA)\b.*\bRENAME\b/i.test(code)) {
    found.push({ rule: 'rename', why: 'renames something the previous release names in its queries' });
  }
  const uniqueIndex = CREATE_UNIQUE_INDEX.exec(code);
  const indexed = /\(([^()]*)\)/.exec(code.slice(uniqueIndex?.[0].length ?? 0))?.[1];
  if (uniqueIndex && existing(uniqueIndex[1]!) && !onlyNewColumns(tableName(uniqueIndex[1]!), indexed, addedHere))
    found.push({ rule: 'tighten', why: 'adds a unique index to a table the previous release writes without knowing it' });
  for (const reference of code.matchAll(REFERENCES)) {
    const clause = code.slice(reference.index).split(/(?<=.)\bREFERENCES\b/i)[0]!;
    const onDelete = /\bON DELETE (CASCADE|SET NULL|SET DEFAULT)\b/i.test(clause);
    if (existing(reference[1]!) && !onDelete) {
      found.push({
        rule: 'restrict-delete',
        why: `a foreign key to ${tableName(reference[1]!)} without ON DELETE CASCADE or SET NULL makes the previous release's deletes fail once new rows point at them`,
      });
    }
  }

  const altered = ALTER_TABLE.exec(code);
  if (!altered || !existing(altered[1]!)) return found;
  const table = tableName(altered[1]!);
  if (/\bRENAME\b/i.test(code)) found.push({ rule: 'rename', why: `renames ${table} or one of its columns, which the previous release names in its queries` });
  if (/\bDROP COLUMN\b/i.test(code)) found.push({ rule: 'drop', why: `drops a column of ${table} the previous release may still read or write` });
  const constraint = /\bDROP CONSTRAINT (?:IF EXISTS )?("?[\w$]+?(?:_unique|_pk|_pkey|_key)"?)(?: |$)/i.exec(code);
  if (constraint) found.push({ rule: 'drop', why: `drops ${constraint[1]}, a key the previous release may name in ON CONFLICT` });
  if (/\bALTER COLUMN \S+ (?:SET DATA )?TYPE\b/i.test(code))
    found.push({ rule: 'column-type', why: `changes the type of a column of ${table} the previous release reads and writes` });
  if (/\bALTER COLUMN \S+ DROP DEFAULT\b/i.test(code))
    found.push({ rule: 'tighten', why: `removes a default of ${table} the previous release relies on when it leaves the column out` });
  for (const match of code.matchAll(SET_NOT_NULL)) {
    const column = tableName(match[1]!);
    const hasDefault = defaultsHere.has(`${table}.${column}`) || options.columnHasDefault?.(table, column);
    if (!hasDefault) found.push({ rule: 'tighten', why: `makes ${table}.${column} NOT NULL without a default: the previous release's inserts leave it out` });
  }
  for (const added of code.matchAll(ADD_COLUMN)) {
    if (/\bNOT NULL\b/i.test(added[2]!) && !/\bDEFAULT\b/i.test(added[2]!)) {
      found.push({ rule: 'tighten', why: `adds ${table}.${tableName(added[1]!)} NOT NULL without a default: the previous release's inserts leave it out` });
    }
  }
  const keyed = /\bADD (?:CONSTRAINT \S+ )?(UNIQUE|CHECK|PRIMARY KEY|EXCLUDE)\b(?: ?\(([^()]*)\))?/i.exec(code);
  if (keyed && !(keyed[1]!.toUpperCase() !== 'CHECK' && onlyNewColumns(table, keyed[2], addedHere))) {
    found.push({ rule: 'tighten', why: `adds a constraint to ${table} that the previous release's writes do not know about` });
  }
  return found;
}

/**
 * The statements to judge in one: itself, or those of its dollar-quoted body (a DO block, as
 * drizzle-kit once wrapped foreign keys), each without the block's own keywords in front.
 */
function partsOf(code: string): string[] {
  const body = /\$(\w*)\$([\s\S]*)\$\1\$/.exec(code);
  if (!body) return [code];
  return splitStatements(body[2]!).map((inner) => inner.code.replace(/^(?:BEGIN |DECLARE |EXCEPTION WHEN .*? THEN )+/i, ''));
}

/** Every statement of `sql` the previous release may not survive that carries no marker, and each malformed marker. */
export function checkMigration(sql: string, options: CheckOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const statements = splitStatements(sql);
  const context: Context = {
    createdHere: new Set(),
    defaultsHere: new Set(statements.flatMap((s) => defaultsSet(s.code))),
    addedHere: new Set(statements.flatMap((s) => columnsAdded(s.code))),
    options,
  };
  for (const statement of statements) {
    const markers = statement.comments.filter((comment) => MARKER.test(comment));
    const malformed = markers.filter((comment) => !WELL_FORMED_MARKER.test(comment));
    for (const comment of malformed) {
      findings.push({
        line: statement.line,
        rule: 'marker',
        why: `malformed marker "-- ${comment}": write "-- upgrade-safe-since <commit>: <why>"`,
        statement: statement.code,
      });
    }
    const marked = markers.length > malformed.length;
    if (!marked) {
      for (const part of partsOf(statement.code))
        for (const risk of risks(part, context)) findings.push({ line: statement.line, ...risk, statement: statement.code });
    }
    const created = CREATE_TABLE.exec(statement.code);
    if (created) context.createdHere.add(tableName(created[1]!));
  }
  return findings;
}

/** The markers of a migration: the commits `npm run test:upgrade` expects in the previous release. */
export function markersOf(sql: string): Marker[] {
  return splitStatements(sql).flatMap((statement) =>
    statement.comments.flatMap((comment) => {
      const match = WELL_FORMED_MARKER.exec(comment);
      return match ? [{ line: statement.line, commit: match[1]!.toLowerCase(), reason: match[2]! }] : [];
    }),
  );
}

/** One line per finding, for a failure message. */
export function describeFindings(file: string, findings: Finding[]): string {
  return findings.map((f) => `${file}:${f.line} [${f.rule}] ${f.why}\n    ${f.statement.slice(0, 160)}`).join('\n');
}
