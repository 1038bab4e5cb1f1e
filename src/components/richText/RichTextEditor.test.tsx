// The rich-text editor as a form control (jsdom): value in, sanitised HTML out after 250 ms, the toolbar, links,
// pasted HTML and uploaded images. The journey (tests/e2e/rich-text.e2e.test.ts) types through a real input method.
import type { Editor } from '@tiptap/core'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LazyRichTextEditor } from '.'
import { signIn } from '../../features/system/testing'
import { sanitizeHtml } from '../SafeHtml'

// jsdom has no layout: what ProseMirror measures (a click's position, the caret's rectangle) answers nothing. Typing
// goes through ProseMirror's transactions here (what its input handling dispatches); the journey types in Chromium.
document.elementFromPoint ??= () => null
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
HTMLElement.prototype.getClientRects ??= () => [] as unknown as DOMRectList
globalThis.ClipboardEvent ??= class extends Event {
  clipboardData = null
} as unknown as typeof ClipboardEvent

// The first test waits for the editor's lazily loaded code, transformed on the spot.
vi.setConfig({ testTimeout: 60_000 })
const LOAD = { timeout: 20_000 }

function Harness({
  initial = '',
  onChange,
  disabled,
}: {
  initial?: string
  onChange?: (html: string) => void
  disabled?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <AntApp>
      <LazyRichTextEditor
        value={value}
        aria-label="正文"
        disabled={disabled}
        onChange={(html) => {
          setValue(html)
          onChange?.(html)
        }}
      />
      <button type="button" onClick={() => setValue('<p>从外部来的</p><img src=x onerror="alert(1)">')}>
        外部
      </button>
    </AntApp>
  )
}

const editorBox = () => screen.findByRole('textbox', { name: '正文' }, LOAD)
/** Tiptap keeps its editor on the writing area's element (for tests). */
const editorOf = (box: HTMLElement) => (box as HTMLElement & { editor: Editor }).editor
/** A keystroke's worth of text at the caret, with the marks the toolbar turned on. */
const type = (box: HTMLElement, text: string) =>
  act(() => void editorOf(box).view.dispatch(editorOf(box).state.tr.insertText(text)))
const tool = (name: string) => within(screen.getByRole('toolbar', { name: '编辑工具' })).getByRole('button', { name })

afterEach(() => vi.useRealTimers())

describe('RichTextEditor', () => {
  it('shows its value sanitised, and tells the form once, 250 ms after the last keystroke', async () => {
    const onChange = vi.fn()
    render(<Harness initial='<p>你好<script>alert(1)</script></p><img src=x onerror="alert(2)">' onChange={onChange} />)
    const box = await editorBox()
    expect(box).toHaveTextContent('你好')
    expect(box.innerHTML).not.toMatch(/script|onerror|<img/)

    vi.useFakeTimers()
    act(() => void editorOf(box).commands.setTextSelection(3))
    type(box, '世')
    act(() => vi.advanceTimersByTime(200))
    type(box, '界')
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(249))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('<p>你好世界</p>')
  })

  it('tells the form at once when the user leaves the editor (a save right after typing keeps the last word)', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const box = await editorBox()
    act(() => void editorOf(box).commands.focus())
    type(box, '快')
    fireEvent.blur(box)
    expect(onChange).toHaveBeenCalledWith('<p>快</p>')
  })

  it('takes a value from outside without echoing it back, and without its hostile parts', async () => {
    const onChange = vi.fn()
    render(<Harness initial="<p>旧</p>" onChange={onChange} />)
    const box = await editorBox()
    await userEvent.click(screen.getByRole('button', { name: '外部' }))
    await waitFor(() => expect(box).toHaveTextContent('从外部来的'))
    expect(box.querySelector('img')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('formats with named toolbar buttons that say whether they are on', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const box = await editorBox()
    act(() => void editorOf(box).commands.focus())
    await userEvent.click(tool('H2 标题'))
    type(box, '标题')
    expect(tool('H2 标题')).toHaveAttribute('aria-pressed', 'true')
    act(() => void editorOf(box).commands.enter())
    await userEvent.click(tool('加粗'))
    expect(tool('加粗')).toHaveAttribute('aria-pressed', 'true')
    type(box, '粗')
    await userEvent.click(tool('加粗'))
    await userEvent.click(tool('删除线'))
    type(box, '删')
    await userEvent.click(tool('删除线'))
    act(() => void editorOf(box).commands.enter())
    await userEvent.click(tool('无序列表'))
    type(box, '一项')
    fireEvent.blur(box)
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<h2>标题</h2><p><strong>粗</strong><s>删</s></p><ul><li><p>一项</p></li></ul>',
      ),
    )
    const out = onChange.mock.lastCall![0] as string
    expect(sanitizeHtml(out)).toBe(out)
    for (const name of [
      'H1 标题',
      'H3 标题',
      '斜体',
      '下划线',
      '有序列表',
      '插入链接',
      '插入图片',
      '撤销',
      '重做',
      '清除格式',
    ]) {
      expect(tool(name)).toBeInTheDocument()
    }
  })

  it('keeps only the allowed part of pasted HTML', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const box = await editorBox()
    act(() => {
      editorOf(box).view.pasteHTML(
        '<p style="color:red" onclick="alert(1)">贴<b>入</b><a href="javascript:alert(2)">坏链</a><a href="https://gov.example/">好链</a></p>' +
          '<img src=x onerror=alert(3)><script>alert(4)</script><img src="data:image/png;base64,iVBORw0KGgo=">' +
          '<img src="https://files.example/a.png" alt="图">',
      )
    })
    fireEvent.blur(box)
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const out = onChange.mock.lastCall![0] as string
    expect(out).not.toMatch(/alert|onclick|onerror|style|script|data:|javascript/)
    expect(out).toContain('<strong>入</strong>')
    expect(out).toContain('href="https://gov.example/"')
    expect(out).toContain('<img src="https://files.example/a.png" alt="图">')
    expect(box.querySelectorAll('img')).toHaveLength(1)
  })

  it('inserts a link only to an http(s) address', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const box = await editorBox()
    await userEvent.click(box)
    await userEvent.click(tool('插入链接'))
    const dialog = await screen.findByRole('dialog', { name: '插入链接' })
    const fill = async (label: string, value: string) => {
      await userEvent.click(within(dialog).getByLabelText(label))
      await userEvent.paste(value)
    }
    await fill('链接地址', 'javascript:alert(1)')
    await fill('链接文字', '政策原文')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入以 http:// 或 https:// 开头的链接地址')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText('链接地址'))
    await fill('链接地址', 'https://www.gov.cn/zhengce/')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(box.querySelector('a')).toHaveTextContent('政策原文'))
    fireEvent.blur(box)
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.gov.cn/zhengce/">政策原文</a></p>',
      ),
    )
  })

  describe('images', () => {
    beforeEach(() => signIn('admin'))

    it('uploads a chosen image and inserts it by the URL the server answers', async () => {
      const onChange = vi.fn()
      render(<Harness onChange={onChange} />)
      const box = await editorBox()
      const input = screen.getByTestId('rte-image-input')
      await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], '配图.png', { type: 'image/png' }))
      await waitFor(() => expect(box.querySelector('img')).toHaveAttribute('alt', '配图'), LOAD)
      expect(box.querySelector('img')!.getAttribute('src')).toMatch(
        /^http:\/\/localhost(:\d+)?\/admin-api\/infra\/file\/4\/get\//,
      )
      fireEvent.blur(box)
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<img src="http:\/\/[^"]+" alt="配图">/)),
      )
    })

    it('refuses an image over 5 MB or of another type before sending it', async () => {
      render(<Harness />)
      const box = await editorBox()
      const input = screen.getByTestId('rte-image-input')
      await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], '大图.png', { type: 'image/png' }))
      expect(await screen.findByText('上传图片大小不能超过 5 MB')).toBeInTheDocument()
      await userEvent.upload(input, new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), { applyAccept: false })
      expect(await screen.findByText('仅支持 PNG、JPG、GIF、WEBP 格式的图片')).toBeInTheDocument()
      expect(box.querySelector('img')).toBeNull()
    })
  })

  it('can be disabled: nothing to type into, no tool to use', async () => {
    render(<Harness initial="<p>只读</p>" disabled />)
    const box = await editorBox()
    expect(box).toHaveAttribute('contenteditable', 'false')
    expect(tool('加粗')).toBeDisabled()
  })
})
