import type { Plugin } from 'vite'

/**
 * The modules the page's entry imports statically, all the way down (the first load but the
 * entry itself). Known once the build has read the module graph; chunk groups ask `has(id)`
 * when the bundle is split, which comes after.
 */
export function entryModules(): Plugin & { has: (id: string) => boolean } {
  const modules = new Set<string>()
  return {
    name: 'agora:entry-modules',
    apply: 'build',
    has: (id) => modules.has(id),
    buildEnd() {
      modules.clear()
      const pending = [...this.getModuleIds()]
        .filter((id) => this.getModuleInfo(id)?.isEntry)
        .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue
        modules.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
}
