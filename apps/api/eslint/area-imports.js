import path from 'node:path';
import { areasInOrder, MODULE_MAP } from './module-map.js';

/** Where a source file sits: an area under src/modules/, the platform, or elsewhere (the composition root, CLI). */
function placeOf(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src === -1) return { kind: 'other' };
  if (parts[src + 1] === 'platform') return { kind: 'platform' };
  if (parts[src + 1] === 'modules' && parts.length > src + 2) {
    const rest = parts.slice(src + 3);
    // `modules/<area>` itself, or `modules/<area>/index[.ts|.js]`, is the area's public face.
    const face = rest.length === 0 || (rest.length === 1 && /^index(\.[jt]s)?$/.test(rest[0]));
    return { kind: 'area', area: parts[src + 2], face };
  }
  return { kind: 'other' };
}

/**
 * `area-imports/module-map`: an import between areas follows the module map (./module-map.js): it names an area the
 * map allows, through that area's public face; the platform imports no area; and the map itself has no loop, so no
 * chain of allowed imports can lead an area back to itself.
 */
const moduleMapRule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports between the API's areas follow the module map (docs/decisions/032)." },
    messages: {
      againstMap:
        'The {{from}} area may not import the {{to}} area (docs/decisions/032): it may import {{allowed}}. Publish a domain event or move the code.',
      pastFace:
        "Import the {{to}} area through its public face ('{{face}}'), not its file {{file}}; export what others need from modules/{{to}}/index.ts.",
      platformUp:
        'The platform imports no area (docs/decisions/032); the {{to}} area is given to it by the composition root.',
      unknownArea:
        'The {{area}} area is not in the module map (eslint/module-map.js): add it there, with what it may import.',
      loop: '{{message}}',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    return {
      Program(node) {
        try {
          areasInOrder(MODULE_MAP);
        } catch (error) {
          context.report({ node, messageId: 'loop', data: { message: error.message } });
        }
        if (here.kind === 'area' && !(here.area in MODULE_MAP))
          context.report({ node, messageId: 'unknownArea', data: { area: here.area } });
      },
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression'(node) {
        const source = node.source;
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
        if (!source.value.startsWith('.')) return;
        const target = placeOf(path.resolve(path.dirname(file), source.value));
        if (target.kind !== 'area') return;
        if (here.kind === 'area' && here.area === target.area) return;
        if (here.kind === 'platform') {
          context.report({ node: source, messageId: 'platformUp', data: { to: target.area } });
          return;
        }
        if (!target.face) {
          const face = path.relative(
            path.dirname(file),
            path
              .resolve(path.dirname(file), source.value)
              .split(`${path.sep}modules${path.sep}${target.area}${path.sep}`)[0] +
              `${path.sep}modules${path.sep}${target.area}`,
          );
          context.report({
            node: source,
            messageId: 'pastFace',
            data: { to: target.area, face: face.startsWith('.') ? face : `./${face}`, file: source.value },
          });
        }
        if (here.kind !== 'area') return;
        const allowed = MODULE_MAP[here.area] ?? [];
        if (!allowed.includes(target.area))
          context.report({
            node: source,
            messageId: 'againstMap',
            data: {
              from: here.area,
              to: target.area,
              allowed: allowed.length > 0 ? allowed.join(', ') : 'no other area',
            },
          });
      },
    };
  },
};

export const areaImports = { rules: { 'module-map': moduleMapRule } };
