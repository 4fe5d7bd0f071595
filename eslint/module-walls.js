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

export default { rules: { 'no-foreign-repository': noForeignRepository } };
