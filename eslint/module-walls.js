/*
 * The server's module walls (ARCHITECTURE.md): a module never imports another module's repository;
 * it calls that module's service or functions instead. Tests, fixtures and seeds set up data and
 * are outside the wall.
 */
import path from 'node:path';

const MODULE_FILE = /packages\/server\/src\/modules\/([^/]+)\//;
const OUTSIDE_THE_WALL = /(\.test|\.fixtures|\.seed)\.ts$|\/test-factories\.ts$/;

/** @type {import('eslint').Rule.RuleModule} */
export const noForeignRepository = {
  meta: {
    type: 'problem',
    docs: { description: "forbids importing another server module's repository" },
    schema: [
      {
        type: 'object',
        properties: {
          // Imports known before the rule, each 'importing file -> repository file' from the
          // server's src/modules; they are to move, and no new one may join them.
          known: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "El modulo '{{from}}' no importa el repositorio de '{{to}}' ({{file}}): use su servicio o sus funciones publicas.",
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = MODULE_FILE.exec(filename);
    if (!own || OUTSIDE_THE_WALL.test(filename)) return {};
    const known = new Set(context.options[0]?.known ?? []);
    const modulesRoot = filename.slice(0, own.index) + 'packages/server/src/modules/';
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(filename), source);
      const theirs = MODULE_FILE.exec(target + '/');
      if (!theirs || theirs[1] === own[1] || !/\.repository$/.test(target)) return;
      const pair = `${filename.slice(modulesRoot.length)} -> ${target.slice(modulesRoot.length)}`;
      if (known.has(pair)) return;
      context.report({
        node,
        messageId: 'foreign',
        data: { from: own[1], to: theirs[1], file: path.posix.basename(target) },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** A write statement's table: `.insert(orders)`, `.update(orderItems)`, `.delete(shipments)`. */
const WRITE_CALL = new Set(['insert', 'update', 'delete']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

/**
 * One module writes each table (ARCHITECTURE.md): `owners` maps a module to the tables it owns, by
 * their schema names (drizzle's `orderItems`) and their SQL names (`order_items`). A write to one of
 * them from another module, through drizzle or raw SQL, is refused; reads are free.
 */
export const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'forbids writing a table owned by another server module' },
    schema: [
      {
        type: 'object',
        properties: {
          owners: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                schema: { type: 'array', items: { type: 'string' } },
                sql: { type: 'array', items: { type: 'string' } },
              },
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      owned:
        "La tabla '{{table}}' es del modulo '{{owner}}': '{{from}}' la cambia a traves de las funciones de ese modulo.",
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = MODULE_FILE.exec(filename);
    if (!own || OUTSIDE_THE_WALL.test(filename)) return {};
    const bySchemaName = new Map();
    const bySqlName = new Map();
    for (const [owner, tables] of Object.entries(context.options[0]?.owners ?? {})) {
      if (owner === own[1]) continue;
      for (const name of tables.schema ?? []) bySchemaName.set(name, owner);
      for (const name of tables.sql ?? []) bySqlName.set(name, owner);
    }
    const report = (node, table, owner) =>
      context.report({ node, messageId: 'owned', data: { table, owner, from: own[1] } });
    const checkSql = (node, text) => {
      for (const match of text.matchAll(RAW_WRITE)) {
        const owner = bySqlName.get(match[1].toLowerCase());
        if (owner) report(node, match[1], owner);
      }
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITE_CALL.has(callee.property.name)) return;
        const table = node.arguments[0];
        if (table?.type !== 'Identifier') return;
        const owner = bySchemaName.get(table.name);
        if (owner) report(node, table.name, owner);
      },
      TemplateLiteral(node) {
        checkSql(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
    };
  },
};

export default { rules: { 'no-foreign-repository': noForeignRepository, 'table-owner': tableOwner } };
