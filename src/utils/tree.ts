export interface TreeNode {
  id: number | string
  parentId?: number | string | null
  children?: TreeNode[]
}

/** Builds a tree from a flat list by id/parentId; nodes whose parent is absent become roots. Input is not mutated. */
export function buildTree<T extends TreeNode>(items: T[], idKey: keyof T = 'id', parentKey: keyof T = 'parentId'): (T & { children: T[] })[] {
  const byId = new Map<unknown, T & { children: T[] }>()
  for (const item of items) byId.set(item[idKey], { ...item, children: [] })
  const roots: (T & { children: T[] })[] = []
  for (const node of byId.values()) {
    const parent = byId.get(node[parentKey])
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
