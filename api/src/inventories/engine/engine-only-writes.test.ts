import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every change of an inventory item goes through the inventory engine (this folder), so each is
 * checked against the status machine, guarded and logged. This scans the API's sources and fails
 * when code elsewhere writes the Inventory entity: a repository's save/insert/update/upsert/
 * delete/remove/increment/… on an Inventory repository (however it was obtained and named), an
 * EntityManager write naming Inventory, a query builder's update/insert/delete on Inventory, or raw
 * SQL writing the `inventories` table. Reads stay free everywhere.
 *
 * The scan reads syntax, not types (a type-checked program of the API takes close to a minute on a
 * loaded machine): it follows an Inventory repository through variables, class properties and
 * parameters typed with it, which is how this code base holds repositories. The self-check below
 * keeps it honest about the shapes it must see.
 */

const API_SRC = join(__dirname, '../../');
/** Where writing inventory directly is the job. */
const EXEMPT = [
  // The engine itself.
  'inventories/engine/',
  // Schema migrations run before the app starts; a backfill of a new column is not an item change.
  'database/migrations/',
];

const WRITE_METHODS = new Set([
  'save',
  'insert',
  'update',
  'upsert',
  'delete',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'clear',
]);
/** Methods that take an entity (or entities) to write as their first argument. */
const ENTITY_WRITE_METHODS = new Set(['save', 'insert', 'upsert', 'remove', 'softRemove', 'recover']);
/** Calls that hand out a repository or query builder of the entity named in their first argument. */
const REPOSITORY_OF = new Set(['getRepository', 'getTreeRepository', 'sibling', 'createQueryBuilder']);
const REPOSITORY_TYPE = /\b(Repository|StoreRepository|StoreRepositories|TreeRepository)<\s*Inventory\s*>/;
const INJECTED_REPOSITORY = /@Inject(Repository|StoreRepositories)\(\s*Inventory\s*\)/;
const RAW_WRITE = /\b(update|insert\s+(ignore\s+)?into|replace\s+into|delete\s+from)\s+[`"']?inventories\b/i;

interface Finding {
  file: string;
  line: number;
  code: string;
}

/** The Inventory entity class, or the `inventories` table by name. */
function namesInventory(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isIdentifier(node)) return node.text === 'Inventory';
  return ts.isStringLiteralLike(node) && node.text === 'inventories';
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAwaitExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function methodOf(call: ts.CallExpression): { receiver: ts.Expression; name: string } | null {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return { receiver: callee.expression, name: callee.name.text };
  return null;
}

/** The inventory writes in one source file. */
function findInventoryWrites(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  /** Names (variables, parameters, `this.` properties) that hold an Inventory repository, builder or row. */
  const bearing = new Set<string>();

  const nameOf = (node: ts.Expression): string | null => {
    const bare = unwrap(node);
    if (ts.isIdentifier(bare)) return bare.text;
    if (ts.isPropertyAccessExpression(bare) && bare.expression.kind === ts.SyntaxKind.ThisKeyword) {
      return `this.${bare.name.text}`;
    }
    return null;
  };

  /** Does this expression evaluate to an Inventory repository, query builder or row? */
  const bears = (node: ts.Expression): boolean => {
    const bare = unwrap(node);
    const name = nameOf(bare);
    if (name !== null) return bearing.has(name);
    if (ts.isCallExpression(bare)) {
      const method = methodOf(bare);
      if (method && REPOSITORY_OF.has(method.name) && namesInventory(bare.arguments[0])) return true;
      // Anything got from one (`.for(scope)`, `.createQueryBuilder()`, `.query()`, `.create()`, a chain).
      return method !== null && bears(method.receiver);
    }
    return false;
  };

  // Names first, in source order, until no new one appears (a name may be bound from another).
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const typed = node.type && REPOSITORY_TYPE.test(node.type.getText(source));
      if (typed || (node.initializer && bears(node.initializer))) bearing.add(node.name.text);
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name)) {
      const text = node.getText(source);
      const isTyped = node.type !== undefined && REPOSITORY_TYPE.test(node.type.getText(source));
      if (isTyped || INJECTED_REPOSITORY.test(text)) {
        const isProperty = ts
          .getModifiers(node)
          ?.some((modifier) =>
            [
              ts.SyntaxKind.PrivateKeyword,
              ts.SyntaxKind.ProtectedKeyword,
              ts.SyntaxKind.PublicKeyword,
              ts.SyntaxKind.ReadonlyKeyword,
            ].includes(modifier.kind),
          );
        bearing.add(isProperty ? `this.${node.name.text}` : node.name.text);
      }
    }
    if (ts.isPropertyDeclaration(node) && ts.isIdentifier(node.name)) {
      const text = node.getText(source);
      const isTyped = node.type !== undefined && REPOSITORY_TYPE.test(node.type.getText(source));
      if (isTyped || INJECTED_REPOSITORY.test(text) || (node.initializer && bears(node.initializer))) {
        bearing.add(`this.${node.name.text}`);
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const name = nameOf(node.left);
      if (name !== null && bears(node.right)) bearing.add(name);
    }
    ts.forEachChild(node, collect);
  };
  for (let size = -1; size !== bearing.size;) {
    size = bearing.size;
    collect(source);
  }

  const findings: Finding[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ file, line: line + 1, code: node.getText(source).replace(/\s+/g, ' ').slice(0, 120) });
  };
  /** The chain of calls an expression is built from contains a call named `name`. */
  const chainCalls = (node: ts.Expression, name: string): boolean => {
    const bare = unwrap(node);
    if (!ts.isCallExpression(bare)) return false;
    const method = methodOf(bare);
    return method !== null && (method.name === name || chainCalls(method.receiver, name));
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      if (RAW_WRITE.test(node.text)) report(node);
    } else if (ts.isCallExpression(node)) {
      const method = methodOf(node);
      const [first] = node.arguments;
      if (method) {
        const { receiver, name } = method;
        const isWrite =
          // repository.update(…), this.items.for(p).delete(…), builder.update().set(…)
          (WRITE_METHODS.has(name) && bears(receiver)) ||
          // manager.update(Inventory, …), builder.update(Inventory)
          (WRITE_METHODS.has(name) && namesInventory(first)) ||
          // manager.save(draft) where draft is an Inventory row
          (ENTITY_WRITE_METHODS.has(name) && first !== undefined && bears(first)) ||
          // insert().into(Inventory)
          (name === 'into' && namesInventory(first)) ||
          // delete().from(Inventory)
          (name === 'from' &&
            namesInventory(first) &&
            (chainCalls(receiver, 'delete') || chainCalls(receiver, 'softDelete')));
        if (isWrite) report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function sourceFiles(): { file: string; text: string }[] {
  return readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({
      file: relative(API_SRC, join(API_SRC, path)).split(sep).join('/'),
      text: readFileSync(join(API_SRC, path), 'utf8'),
    }));
}

const show = (findings: Finding[]) =>
  findings.map(({ file, line, code }) => `api/src/${file}:${line}  ${code}`);

describe('inventory is written only by the inventory engine', () => {
  const files = sourceFiles();
  const findings = files.flatMap(({ file, text }) => findInventoryWrites(file, text));
  const isExempt = (finding: Finding) => EXEMPT.some((folder) => finding.file.startsWith(folder));

  it('finds no write of the Inventory entity or the inventories table outside the engine', () => {
    expect(show(findings.filter((finding) => !isExempt(finding)))).toEqual([]);
  });

  it("sees the engine's own writes: the guarded update, the guarded delete and the save of new items", () => {
    const engine = findings.filter((finding) => finding.file === 'inventories/engine/inventory-engine.ts');
    const codes = engine.map((finding) => finding.code).join('\n');
    expect(codes).toMatch(/\.update\(/);
    expect(codes).toMatch(/\.delete\(/);
    expect(codes).toMatch(/\.save\(/);
  });

  describe('the scan itself', () => {
    const scan = (code: string) => findInventoryWrites('snippet.ts', code).length;
    const writes: [string, string][] = [
      [
        'a repository got and written at once',
        'manager.getRepository(Inventory).update({ id }, { price: 1 });',
      ],
      [
        'a repository kept in a variable',
        'const repository = manager.getRepository(Inventory);\nawait repository.save(drafts);',
      ],
      [
        'an injected store-scoped repository',
        `class S {
          constructor(@InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>) {}
          go() { return this.items.for(principal, manager).delete({ id: 1 }); }
        }`,
      ],
      [
        'a parameter typed as one',
        'function f(items: StoreRepository<Inventory>) { return items.increment({ id: 1 }, "price", 1); }',
      ],
      [
        'a sibling of another store repository',
        'locations.sibling(Inventory).update({ id: 1 }, { notes: "x" });',
      ],
      ['an entity manager write', 'manager.update(Inventory, { id: 1 }, { price: 2 });'],
      [
        'a row of one saved by the manager',
        'const draft = repository.create({});\nconst repository = manager.getRepository(Inventory);\nawait manager.save(draft);',
      ],
      [
        'a query builder update',
        'manager.createQueryBuilder().update(Inventory).set({ price: 1 }).execute();',
      ],
      [
        'a query builder insert',
        'manager.createQueryBuilder().insert().into(Inventory).values([]).execute();',
      ],
      [
        'a query builder delete',
        'manager.createQueryBuilder().delete().from(Inventory).where("id = 1").execute();',
      ],
      [
        'a repository query builder',
        'dataSource.getRepository(Inventory).createQueryBuilder("i").update().set({}).execute();',
      ],
      ['raw SQL', 'await manager.query("UPDATE inventories SET price = 1 WHERE id = ?", [1]);'],
      ['raw SQL in a template', 'await runner.query(`DELETE FROM \\`inventories\\` WHERE storeId = ${id}`);'],
    ];
    it.each(writes)('flags %s', (_name, code) => {
      expect(scan(code)).toBeGreaterThan(0);
    });

    const reads: [string, string][] = [
      ['a read', 'manager.getRepository(Inventory).find({ where: { id } });'],
      ['a select from', 'manager.createQueryBuilder().select("i.id").from(Inventory, "i").getMany();'],
      ["the logs' repository", 'manager.getRepository(InventoryLog).save(rows);'],
      ['another entity', 'manager.getRepository(Consigner).update({ id }, { negativeBalance: 1 });'],
      [
        'a scoped read query',
        'function f(items: StoreRepository<Inventory>) { return items.query("item").where("x").getMany(); }',
      ],
      [
        'the engine called',
        'await this.engine.edit(manager, scope, items.map((item) => ({ item, set: {} })));',
      ],
      ['a map', 'const seen = new Map<number, Inventory>();\nseen.delete(1);'],
    ];
    it.each(reads)('lets %s pass', (_name, code) => {
      expect(scan(code)).toBe(0);
    });
  });
});
