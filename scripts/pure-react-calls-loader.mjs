/**
 * A webpack loader for react-router's browser build: marks its module-level `React.forwardRef`,
 * `React.memo` and `React.createContext` calls pure and drops the `displayName` set on them, so
 * that webpack and the minifier leave out the components and contexts this site never uses (its
 * `Form`, its data routers' error boundaries and contexts) with all they call. Upstream has the same
 * change proposed (react-router pull request 15299); until it ships, docs/decisions/034.
 */
const PURE_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** @param {string} source */
export default function pureReactCalls(source) {
  const pure = new Set();
  const marked = source.replace(PURE_CALL, (_all, declaration, call) => {
    pure.add(declaration.slice(4, -3));
    return `${declaration}/* @__PURE__ */ ${call}`;
  });
  const named = marked.replace(/^([\w$]+)\.displayName = "[^"\n]*";$/gm, (line, name) => (pure.has(name) ? '' : line));
  // A class's context set after it (`X.contextType = Y;`) becomes a static field of the class itself.
  let fields = named;
  for (const [line, name, context] of named.matchAll(/^([\w$]+)\.contextType = ([\w$]+);$/gm)) {
    const opening = new RegExp(`^(var ${name.replace(/\$/g, '\\$')} = class extends [\\w$.]+ \\{)$`, 'm');
    if (!opening.test(fields)) continue;
    fields = fields.replace(line, '').replace(opening, `$1\n  static contextType = ${context};`);
  }
  return fields;
}
