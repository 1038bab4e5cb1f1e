/**
 * The app's `import { HomeOutlined, UserOutlined as Me } from '@ant-design/icons'` as one import per icon file
 * (`import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined'`), in builds (issue 23). The chunk groups
 * (vite.config.ts) are module closures, and the package's index re-exports all ≈ 800 icons: through it every icon the
 * app uses anywhere (117 icons, ≈ 110 kB) went into a chunk that a sign-in and a reload wait for, the process
 * designer's alignment icons too. Imported one by one, an icon goes with the code that uses it. Anything else the
 * index exports (IconProvider …) stays imported from it.
 */
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@ant-design\/icons\2;?/g
const ICON = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/
const SOURCE = /[\\/]src[\\/].+\.[cm]?[jt]sx?$/

/** `code` with its index imports of icons split, on as many lines as before (the source map stays true below). */
export function splitIconImports(code) {
  return code.replace(INDEX_IMPORT, (whole, list) => {
    const specifiers = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const icons = specifiers.filter((s) => ICON.test(s.split(/\s+as\s+/)[0]))
    const others = specifiers.filter((s) => !icons.includes(s))
    const imports = icons.map((s) => {
      const [name, local = name] = s.split(/\s+as\s+/)
      return `import ${local} from '@ant-design/icons/es/icons/${name}';`
    })
    if (others.length) imports.push(`import { ${others.join(', ')} } from '@ant-design/icons';`)
    return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1)
  })
}

export function iconImports() {
  return {
    name: 'icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || id.includes('node_modules') || !code.includes('@ant-design/icons')) return null
      const split = splitIconImports(code)
      return split === code ? null : { code: split, map: null }
    },
  }
}
