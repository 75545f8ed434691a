// @vitest-environment node
/**
 * Each API payload is declared once (packages/contract/api-types.ts): as a zod schema in its
 * family's file, packages/contract/api-types-*.ts, with its type inferred from it. These tests read
 * the files' source and fail on a payload written a second time (an interface, or a type written
 * out beside its schema), on a type import of the payloads that would load their schemas into
 * the web app, and on an answer schema that lets an unknown field through.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { answerFault } from '@ordbot/contract/api-responses.ts';
import type { CallName } from '@ordbot/contract/api-contract.ts';
import { EMPTY_ANSWERS } from '../fixtures/answers.ts';

const CONTRACT = 'packages/contract';

/**
 * The types of the api-types files that are not a schema's inferred type, each with why: the
 * payloads' helpers, and the compile-time checks of the schemas against the engine's types.
 */
const HELPER_TYPES: Record<string, string> = {
  JobResults: "each job kind's result type, inferred from the kinds' result schemas",
  JobInfo: 'generic over the kind, inferred from the schema of a job of that kind',
  _RecordSchemas: "holds the game record's schemas to the engine's types",
  _ServedVerdictIsVerdict: "holds the served verdict's schema to the engine's Verdict",
};

/** The modules an api-types file may re-export types from: where those types are declared. */
const RE_EXPORTS_FROM: Record<string, string> = {
  '@ordbot/engine/game-records.ts': "the game's record: the engine's types, held to their schemas",
  './bot-game.ts': "the bot's game upload, declared with its schema there",
  './enums.ts': 'an enumeration',
  './admin-enums.ts': "an enumeration of the administrators' screens",
};

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** 'GameRow' -> 'gameRowSchema'. */
const schemaName = (type: string) => `${type[0]?.toLowerCase() ?? ''}${type.slice(1)}Schema`;

/** The schema a type alias is inferred from, `z.infer<typeof fooSchema>` (or output, input). */
function inferredFrom(alias: ts.TypeAliasDeclaration): string | null {
  const type = alias.type;
  if (!ts.isTypeReferenceNode(type) || !ts.isQualifiedName(type.typeName)) return null;
  const { left, right } = type.typeName;
  if (!ts.isIdentifier(left) || left.text !== 'z') return null;
  if (!['infer', 'output', 'input'].includes(right.text)) return null;
  const [argument] = type.typeArguments ?? [];
  if (!argument || !ts.isTypeQueryNode(argument) || !ts.isIdentifier(argument.exprName)) {
    return null;
  }
  return argument.exprName.text;
}

interface Declarations {
  file: string;
  interfaces: string[];
  aliases: ts.TypeAliasDeclaration[];
  schemas: Set<string>;
  reExports: { from: string; names: string[] }[];
  text: string;
}

function declarationsOf(file: string): Declarations {
  const source = parse(file);
  const found: Declarations = {
    file,
    interfaces: [],
    aliases: [],
    schemas: new Set(),
    reExports: [],
    text: source.text,
  };
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) found.interfaces.push(statement.name.text);
    if (ts.isTypeAliasDeclaration(statement)) found.aliases.push(statement);
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text.endsWith('Schema')) {
          found.schemas.add(declaration.name.text);
        }
      }
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      found.reExports.push({
        from: statement.moduleSpecifier.text,
        names: statement.exportClause.elements.map((e) => e.name.text),
      });
    }
  }
  return found;
}

const familyFiles = fs
  .readdirSync(CONTRACT)
  .filter((name) => /^api-types-[a-z]+\.ts$/.test(name))
  .map((name) => declarationsOf(path.join(CONTRACT, name)));

/** Every payload type the family files infer from a schema. */
const payloadTypes = new Set(
  familyFiles.flatMap((f) => f.aliases.filter((a) => inferredFrom(a)).map((a) => a.name.text)),
);

describe('each API payload declared once, as its schema', () => {
  it('finds the family files and their payloads', () => {
    expect(familyFiles.map((f) => path.basename(f.file))).toContain('api-types-games.ts');
    expect(payloadTypes).toContain('GameRow');
    expect(payloadTypes).toContain('GetGamesRequest');
  });

  it.each(familyFiles.map((f) => [path.basename(f.file), f] as const))(
    '%s declares no interface',
    (_, f) => {
      expect(f.interfaces).toEqual([]);
    },
  );

  it.each(familyFiles.map((f) => [path.basename(f.file), f] as const))(
    "%s infers each type from its own schema, of the type's name",
    (_, f) => {
      const written = f.aliases
        .map((alias) => ({ name: alias.name.text, schema: inferredFrom(alias) }))
        .filter(({ name, schema }) => {
          if (schema === null) return !(name in HELPER_TYPES);
          return schema !== schemaName(name) || !f.schemas.has(schema);
        })
        .map(({ name }) => name);
      expect(written).toEqual([]);
    },
  );

  it.each(familyFiles.map((f) => [path.basename(f.file), f] as const))(
    '%s gives each schema its type, or holds it to the engine type it re-exports',
    (_, f) => {
      const typed = new Set(f.aliases.map((a) => a.name.text));
      const engineTypes = new Set(
        f.reExports.filter((r) => r.from.startsWith('@ordbot/engine/')).flatMap((r) => r.names),
      );
      const untyped = [...f.schemas].filter((schema) => {
        const type = schema[0]?.toUpperCase() + schema.slice(1, -'Schema'.length);
        if (typed.has(type)) return false;
        const held = `Same<z.infer<typeof ${schema}>, ${type}>`;
        return !(engineTypes.has(type) && f.text.includes(held));
      });
      expect(untyped).toEqual([]);
    },
  );

  it.each(familyFiles.map((f) => [path.basename(f.file), f] as const))(
    '%s re-exports types only from where they are declared',
    (_, f) => {
      expect(f.reExports.map((r) => r.from).filter((from) => !(from in RE_EXPORTS_FROM))).toEqual(
        [],
      );
    },
  );

  it('declares no payload type a second time anywhere in the contract', () => {
    const others = fs
      .readdirSync(CONTRACT)
      .filter((name) => name.endsWith('.ts') && !/^api-types-[a-z]+\.ts$/.test(name))
      .map((name) => declarationsOf(path.join(CONTRACT, name)));
    const twice = others.flatMap((f) =>
      [...f.interfaces, ...f.aliases.map((a) => a.name.text)]
        .filter((name) => payloadTypes.has(name))
        .map((name) => `${path.basename(f.file)}: ${name}`),
    );
    expect(twice).toEqual([]);
  });

  it('api-types.ts re-exports the families types only, so importing it loads no schema', () => {
    const source = parse(path.join(CONTRACT, 'api-types.ts'));
    const loading = source.statements.filter(
      (s) =>
        ts.isImportDeclaration(s) ||
        ts.isImportEqualsDeclaration(s) ||
        (ts.isExportDeclaration(s) && !s.isTypeOnly) ||
        ts.isVariableStatement(s),
    );
    expect(loading.map((s) => s.getText(source))).toEqual([]);
  });
});

/** Source files of a folder, recursively. */
function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the web app and the worker bundle no payload schema', () => {
  it('imports the payload files and the request schemas for their types only', () => {
    const schemaModule = /^@ordbot\/contract\/(api-types(-[a-z]+)?|api-schemas|schema-parts)\.ts$/;
    const valueImports = [...sourcesUnder('src'), ...sourcesUnder('workers')].flatMap((file) => {
      const source = parse(file);
      return source.statements
        .filter(
          (s): s is ts.ImportDeclaration | ts.ExportDeclaration =>
            (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
            s.moduleSpecifier !== undefined &&
            ts.isStringLiteral(s.moduleSpecifier) &&
            schemaModule.test(s.moduleSpecifier.text),
        )
        .filter((s) => (ts.isImportDeclaration(s) ? !s.importClause?.isTypeOnly : !s.isTypeOnly))
        .map((s) => `${file}: ${s.getText(source)}`);
    });
    expect(valueImports).toEqual([]);
  });
});

/** Every object inside a value, with its path; `review` is the engine's, checked by shape only. */
function objectsIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectsIn(item, [...at, i]));
  if (typeof value !== 'object' || value === null) return [];
  return [
    at,
    ...Object.entries(value)
      .filter(([key]) => key !== 'review')
      .flatMap(([key, inner]) => objectsIn(inner, [...at, key])),
  ];
}

/** A deep copy of `value` with an unknown field added to the object at `at`. */
function withLeak(value: unknown, at: (string | number)[]): unknown {
  const copy: unknown = structuredClone(value);
  const target = at.reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], copy);
  (target as Record<string, unknown>).leaked = 'x';
  return copy;
}

describe('the answer schemas stay strict', () => {
  const cases = Object.entries(EMPTY_ANSWERS).flatMap(([name, answer]) =>
    objectsIn(answer).map((at) => [name, at.join('.') || '(answer)', answer, at] as const),
  );

  it.each(cases)('%s refuses an unknown field at %s', (name, _, answer, at) => {
    expect(answerFault(name as CallName, 200, answer)).toBeNull();
    expect(answerFault(name as CallName, 200, withLeak(answer, at))).toMatch(/leaked/);
  });
});
