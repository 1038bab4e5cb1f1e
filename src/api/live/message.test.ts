import { describe, expect, it } from 'vitest'
import { liveUrl, parseLiveMessage } from './message'

const notice = {
  id: 3,
  title: '平台系统升级维护通知',
  type: 1,
  content: '<p>本周六 22:00 升级</p>',
  status: 0,
  createTime: 1_709_254_800_000,
}
const frame = (type: string, content: unknown) =>
  JSON.stringify({ type, content: typeof content === 'string' ? content : JSON.stringify(content) })

describe('parseLiveMessage (yudao JsonWebSocketMessage)', () => {
  it('reads the heartbeat answer', () => {
    expect(parseLiveMessage('pong')).toEqual({ kind: 'pong' })
  })

  it('reads a notice-push, its content being JSON text; fields the app does not read are kept', () => {
    const event = parseLiveMessage(frame('notice-push', notice))
    expect(event).toEqual({
      kind: 'notice',
      notice: expect.objectContaining({ id: 3, title: '平台系统升级维护通知', type: 1 }),
    })
    expect(event.kind === 'notice' && event.notice.status).toBe(0)
  })

  it('takes the numbers of a backend that sends them as text, and a notice without its type', () => {
    const event = parseLiveMessage(frame('notice-push', { id: '12', title: '公告', content: 'x' }))
    expect(event).toEqual({ kind: 'notice', notice: expect.objectContaining({ id: 12, title: '公告', content: 'x' }) })
  })

  it('refuses bad JSON, without throwing', () => {
    expect(parseLiveMessage('{"type":"notice-push",')).toEqual({ kind: 'invalid', reason: 'bad JSON' })
    expect(parseLiveMessage('PONG')).toEqual({ kind: 'invalid', reason: 'bad JSON' })
    expect(parseLiveMessage('')).toEqual({ kind: 'invalid', reason: 'bad JSON' })
  })

  it('refuses JSON that is not {type, content}, and binary frames', () => {
    expect(parseLiveMessage('null').kind).toBe('invalid')
    expect(parseLiveMessage('[1,2]').kind).toBe('invalid')
    expect(parseLiveMessage(JSON.stringify({ type: '', content: '{}' })).kind).toBe('invalid')
    expect(parseLiveMessage(JSON.stringify({ type: 'notice-push', content: { id: 1 } })).kind).toBe('invalid') // content must be text
    expect(parseLiveMessage(new ArrayBuffer(4))).toEqual({ kind: 'invalid', reason: 'not a text frame' })
  })

  it('refuses a notice-push whose content is not JSON or not a notice', () => {
    expect(parseLiveMessage(frame('notice-push', '<p>hi</p>'))).toEqual({
      kind: 'invalid',
      reason: 'notice-push: content is not JSON',
    })
    expect(parseLiveMessage(frame('notice-push', { title: 'no id' }))).toEqual({
      kind: 'invalid',
      reason: 'notice-push: not a notice',
    })
  })

  it('passes over a well-formed message of a type it does not handle', () => {
    expect(parseLiveMessage(frame('demo-message-receive', { text: 'hi' }))).toEqual({
      kind: 'unknown',
      type: 'demo-message-receive',
    })
    expect(parseLiveMessage(JSON.stringify({ type: 'session-kick' }))).toEqual({
      kind: 'unknown',
      type: 'session-kick',
    })
  })
})

describe('liveUrl', () => {
  it('is /infra/ws at the backend root, ws:// or wss:// by the scheme, with the token', () => {
    expect(liveUrl('/admin-api/', 'http://127.0.0.1:8080/portal/index', 'abc')).toBe(
      'ws://127.0.0.1:8080/infra/ws?token=abc',
    )
    expect(liveUrl('/admin-api/', 'https://portal.example.gov.cn/portal/x', 'abc')).toBe(
      'wss://portal.example.gov.cn/infra/ws?token=abc',
    )
    expect(liveUrl('https://api.example.gov.cn/admin-api/', 'http://127.0.0.1/portal/', 'a b&c')).toBe(
      'wss://api.example.gov.cn/infra/ws?token=a+b%26c',
    )
  })
})
