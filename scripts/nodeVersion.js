// The Node.js release line the site runs on. package.json `engines`, .nvmrc,
// netlify.toml and .ci/run name the same one (scripts/nodeVersion.test.ts).
// Plain JavaScript, so `npm start` can say what to install on any Node.
export const NODE_MAJOR = 24;

/**
 * One line saying which Node to install, or null when `version` (this
 * process's by default) is new enough.
 * @param {string} [version]
 * @returns {string | null}
 */
export function nodeProblem(version = process.versions.node) {
  const major = Number(version.replace(/^v/, "").split(".")[0]);
  if (major >= NODE_MAJOR) return null;
  return `This site needs Node.js ${NODE_MAJOR} or newer, not ${version}: install Node ${NODE_MAJOR} LTS (nodejs.org, or \`nvm install\` in this folder).`;
}
