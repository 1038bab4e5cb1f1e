import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The app's `import { Button, Table } from 'antd'` and `import { HomeOutlined } from '@ant-design/icons'` as one
 * import per module (`import Button from 'antd/es/button'`, `import HomeOutlined from
 * '@ant-design/icons/es/icons/HomeOutlined'`), in builds (issue 23). The chunk groups (vite.config.ts) are module
 * closures, and both packages' index files re-export everything: through them every antd component and every icon the
 * app uses anywhere went into a chunk that a sign-in and a reload wait for — the process designer's alignment icons, the
 * survey's Steps and Statistic, the upload and QR-code components. Imported one by one, each goes with the code that
 * uses it. Type-only names become an `import type` (erased); a name neither package maps stays with its index.
 */
const require = createRequire(import.meta.url)

/** antd's exports (`export { default as Button } from './button'` in its index) → their modules. */
function antdModules() {
  const index = readFileSync(require.resolve('antd/es/index.js'), 'utf8')
  return new Map(
    [...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, dir]) => [
      name,
      `antd/es/${dir}`,
    ]),
  )
}

const ICON = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/
const ANTD = antdModules()

/** Per package index: the module a named export comes from (as its default export), or undefined. */
const BARRELS = {
  antd: (name) => ANTD.get(name),
  '@ant-design/icons': (name) => (ICON.test(name) ? `@ant-design/icons/es/icons/${name}` : undefined),
}
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2;?/g
const SOURCE = /[\\/]src[\\/].+\.[cm]?[jt]sx?$/

/** `code` with its index imports split, on as many lines as before (the source map stays true below them). */
export function splitBarrelImports(code) {
  return code.replace(INDEX_IMPORT, (whole, list, _quote, barrel) => {
    const specifiers = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const types = specifiers.filter((s) => /^type\s/.test(s)).map((s) => s.replace(/^type\s+/, ''))
    const imports = []
    const kept = []
    for (const s of specifiers.filter((s) => !/^type\s/.test(s))) {
      const [name, local = name] = s.split(/\s+as\s+/)
      const module = BARRELS[barrel](name)
      if (module) imports.push(`import ${local} from '${module}';`)
      else kept.push(s)
    }
    if (kept.length) imports.push(`import { ${kept.join(', ')} } from '${barrel}';`)
    if (types.length) imports.push(`import type { ${types.join(', ')} } from '${barrel}';`)
    return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1)
  })
}

export function barrelImports() {
  return {
    name: 'barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || id.includes('node_modules') || !Object.keys(BARRELS).some((b) => code.includes(b)))
        return null
      const split = splitBarrelImports(code)
      return split === code ? null : { code: split, map: null }
    },
  }
}
