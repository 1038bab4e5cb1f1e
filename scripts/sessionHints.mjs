/**
 * What a reload with a session needs before its first page, asked for beside the boot's own scripts (issue 23).
 *
 * Without hints the browser learns of these chunks only once the boot's scripts have run (the request layer, the first
 * page's data module, the language's messages) or once the session's calls have left (the layout, antd, their
 * stylesheet): on a reload the layout's chunks came in after the list's data, and the data waited ≈ 200 ms for them.
 * index.html can't ask for them itself: the entrance (no session) must not load the layout. So this plugin writes them
 * into index.html as an inert <template id="session-hints"> of <link rel=modulepreload|preload> elements, and
 * public/prefs.js (a synchronous script in <head>) moves them into <head> when there is a session — they are fetched
 * (and compiled) then, and the boot's imports find them there. Build only: the dev server has no chunks.
 *
 * `roots` are module paths relative to the project, or patterns; in the order they are to be fetched. A pattern with a
 * `lang` group (`/app\.(?<lang>[^.]+)\.ts$/`) matches one module per language: its links say their `data-lang`, unless
 * every language needs them. Each root brings its chunk, the chunks that chunk imports statically and their
 * stylesheets, less what index.html loads already.
 */
export const TEMPLATE_ID = 'session-hints'

/**
 * The links, in order: `{ href, as: 'script' | 'style', lang? }`. `bundle` is Rolldown's output bundle (as Vite's
 * transformIndexHtml hands it over); `base` Vite's public base.
 */
export function sessionHintLinks(bundle, { roots, base }) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const slash = (id) => id.replace(/\\/g, '/')

  // Chunks with their static imports, depth first (a chunk before what it imports: it is what the boot asks for).
  const withImports = (files, into = []) => {
    for (const file of files) {
      if (into.includes(file) || !byFile.has(file)) continue
      into.push(file)
      withImports(byFile.get(file).imports, into)
    }
    return into
  }
  const loadedByHtml = new Set(withImports(chunks.filter((c) => c.isEntry).map((c) => c.fileName)))

  const links = [] // { href, as, langs: Set of the languages that need it; '*' for all }
  const languages = new Set()
  const add = (href, as, lang) => {
    let link = links.find((l) => l.href === href)
    if (!link) links.push((link = { href, as, langs: new Set() }))
    link.langs.add(lang)
  }
  for (const root of roots) {
    // chunk holding the root → its language ('*' when the root has none)
    const found = new Map()
    for (const chunk of chunks) {
      for (const id of chunk.moduleIds) {
        const path = slash(id)
        const match = root instanceof RegExp ? root.exec(path) : path.endsWith(`/${root}`) ? [] : null
        if (match) found.set(chunk.fileName, match.groups?.lang ?? '*')
      }
    }
    if (!found.size) throw new Error(`sessionHints: no chunk holds ${root}`)
    for (const [own, lang] of found) {
      if (lang !== '*') languages.add(lang)
      for (const file of withImports([own]).filter((f) => !loadedByHtml.has(f))) {
        for (const css of byFile.get(file).viteMetadata?.importedCss ?? []) add(base + css, 'style', lang)
        add(base + file, 'script', lang)
      }
    }
  }
  const forAll = (langs) => langs.has('*') || [...languages].every((l) => langs.has(l))
  return links.map(({ href, as, langs }) => ({ href, as, ...(forAll(langs) ? {} : { lang: [...langs][0] }) }))
}

export function sessionHints(options) {
  let base = '/'
  return {
    name: 'session-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return
        // A stylesheet's preload says crossorigin as Vite's own <link rel=stylesheet> does, or it is fetched twice.
        const links = sessionHintLinks(ctx.bundle, { ...options, base }).map(
          ({ href, as, lang }) =>
            `<link rel="${as === 'style' ? 'preload" as="style' : 'modulepreload'}" crossorigin href="${href}"${lang ? ` data-lang="${lang}"` : ''}>`,
        )
        // Just before prefs.js, which reads it.
        const reader = new RegExp(`<script[^>]*\\ssrc="${base}prefs\\.js"`)
        if (!reader.test(html)) throw new Error('sessionHints: index.html has no <script src=prefs.js> to read the hints')
        return html.replace(reader, (script) => `<template id="${TEMPLATE_ID}">${links.join('')}</template>\n    ${script}`)
      },
    },
  }
}
