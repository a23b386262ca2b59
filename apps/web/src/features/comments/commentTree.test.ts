import type { Comment } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { buildCommentTree, threadIds } from './commentTree.ts'

const author = {
  id: 'u1',
  address: null,
  handle: 'alice',
  displayName: null,
  ens: null,
  avatar: null,
}
const comment = (id: string, parentId: string | null = null): Comment => ({
  id,
  postId: 'p1',
  parentId,
  author,
  content: id,
  createdAt: '2025-01-01T00:00:00Z',
  editedAt: null,
})

const shape = (nodes: ReturnType<typeof buildCommentTree>): unknown =>
  nodes.map((n) => ({ [n.comment.id]: shape(n.replies) }))

describe('buildCommentTree', () => {
  it('nests replies under their parents in order', () => {
    const tree = buildCommentTree([
      comment('a'),
      comment('b'),
      comment('a1', 'a'),
      comment('a1x', 'a1'),
      comment('a2', 'a'),
      comment('b1', 'b'),
    ])
    expect(shape(tree)).toEqual([{ a: [{ a1: [{ a1x: [] }] }, { a2: [] }] }, { b: [{ b1: [] }] }])
  })

  it('keeps a reply whose parent is missing as a top-level comment', () => {
    expect(shape(buildCommentTree([comment('x', 'gone'), comment('y')]))).toEqual([
      { x: [] },
      { y: [] },
    ])
  })

  it('does not loop on a comment that names itself as parent', () => {
    expect(shape(buildCommentTree([comment('s', 's')]))).toEqual([{ s: [] }])
  })
})

describe('threadIds', () => {
  it('collects a comment and all replies below it', () => {
    const list = [comment('a'), comment('a1', 'a'), comment('a1x', 'a1'), comment('b')]
    expect([...threadIds(list, 'a')].sort()).toEqual(['a', 'a1', 'a1x'])
  })
})
