/**
 * Which packages the built server (dist/server) loads when it runs, read from its JavaScript:
 * `import … from`, `export … from`, `import()` and `require()`/`require.resolve()` with a
 * literal name. A production install (`npm ci --omit=dev`) has the dependencies of package.json
 * only, so every package found must be one of them, except the few a production start never
 * reaches (DEV_ONLY, each with the reason).
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';

/** Development packages the bundle names but a production start never loads. */
export const DEV_ONLY = {
  vite: 'imported only when NODE_ENV=development (npm run dev), for its middleware mode',
};

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; null for files and built-ins. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

/** Every module name the code loads by a literal string. */
export function loadedSpecifiers(code) {
  const found = new Set();
  const literal = (node) =>
    node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    let name = null;
    if (
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ImportExpression'
    ) {
      name = literal(node.source);
    } else if (node.type === 'CallExpression' && node.arguments.length >= 1) {
      const callee = node.callee;
      // require('x'), require.resolve('x'), createRequire(import.meta.url).resolve('x').
      const isRequire = (fn) =>
        (fn.type === 'Identifier' && /^require\d*$/.test(fn.name)) ||
        (fn.type === 'CallExpression' &&
          fn.callee.type === 'Identifier' &&
          fn.callee.name === 'createRequire');
      const loads =
        isRequire(callee) ||
        (callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'resolve' &&
          isRequire(callee.object));
      if (loads) name = literal(node.arguments[0]);
    }
    if (name) found.add(name);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(code));
  return found;
}

/** The packages the JavaScript files under `serverDir` load, each with the files that load it. */
export function serverPackages(serverDir) {
  const packages = new Map();
  for (const file of fs.readdirSync(serverDir, { recursive: true })) {
    if (!/\.(m?js)$/.test(file)) continue;
    const code = fs.readFileSync(path.join(serverDir, file), 'utf8');
    for (const specifier of loadedSpecifiers(code)) {
      const name = packageOf(specifier);
      if (!name) continue;
      if (!packages.has(name)) packages.set(name, new Set());
      packages.get(name).add(String(file));
    }
  }
  return packages;
}

/**
 * The packages the built server loads that a production install lacks: not among package.json's
 * dependencies (or optionalDependencies) and not in DEV_ONLY. Empty when all is well.
 */
export function missingFromProduction(root, serverDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const installed = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  return [...serverPackages(serverDir)]
    .filter(([name]) => !installed.has(name) && !(name in DEV_ONLY))
    .map(([name, files]) => ({ name, files: [...files].sort() }));
}

/** A message naming each missing package and where the bundle loads it; null when none. */
export function describeMissing(missing) {
  if (!missing.length) return null;
  return `The built server loads packages that npm ci --omit=dev does not install (move them to dependencies):\n${missing
    .map(({ name, files }) => `  ${name} (in ${files.join(', ')})`)
    .join('\n')}`;
}
